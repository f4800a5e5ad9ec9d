import { StrictMode, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';

/** Baseline for the benchmark: the least a React page can do before it is usable. */
function Hello(): ReactElement {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <h1>Hello</h1>
      <button type="button" id="hello-button" onClick={() => {
          setClicks(clicks + 1);
        }}>
        Clicked {clicks} times
      </button>
    </main>
  );
}

const container = document.getElementById('root');
if (container === null) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <Hello />
  </StrictMode>,
);

// @vitest-environment jsdom
import { Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyComponent, loadOnce } from './lazy-component.ts';

// Rendered as the browser does, outside act(): act() does not replay a component that suspended in use().
beforeAll(() => void Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false }));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function Greeting({ name }: { name: string }): ReactNode {
  return <p>Hello {name}</p>;
}

const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits for the page to read `text`: React reveals a suspended screen up to 300 ms after its fallback showed, later on a loaded machine. */
const revealed = (text: string): Promise<void> => vi.waitFor(() => expect(document.body.textContent).toBe(text), { timeout: 5000 });

/** Renders `children` under a Suspense boundary; `fallbacks` counts the renders of its fallback. */
function mount(children: ReactNode): { fallbacks: () => number } {
  const rendered = vi.fn();
  function Fallback(): ReactNode {
    rendered();
    return <p>Loading</p>;
  }
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  root.render(<Suspense fallback={<Fallback />}>{children}</Suspense>);
  return { fallbacks: () => rendered.mock.calls.length };
}

describe('lazyComponent', () => {
  it('renders a component whose code has arrived in the first commit, with no fallback in between', async () => {
    const load = loadOnce(() => Promise.resolve({ default: Greeting }));
    await load();
    const Lazy = lazyComponent(load);
    const { fallbacks } = mount(<Lazy name="Ana" />);
    await settle();
    expect(document.body.textContent).toBe('Hello Ana');
    expect(fallbacks()).toBe(0);
  });

  it('shows the fallback while the code is on its way, then the component', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const Lazy = lazyComponent(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    mount(<Lazy name="Ana" />);
    await settle();
    expect(document.body.textContent).toBe('Loading');
    arrive({ default: Greeting });
    await revealed('Hello Ana');
  });

  it('fetches the code once, on first render, however often it renders', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = lazyComponent(load);
    expect(load).not.toHaveBeenCalled();
    mount(
      <>
        <Lazy name="Ana" />
        <Lazy name="Bo" />
      </>,
    );
    await revealed('Hello AnaHello Bo');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('loadOnce', () => {
  it('answers the same promise to every caller, and loads nothing until asked', () => {
    const load = vi.fn(() => Promise.resolve(1));
    const once = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    expect(once()).toBe(once());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure: a failed chunk is not fetched again behind the error screen', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('offline');
    await expect(once()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { useId, type ReactNode } from 'react';

interface WaitingScreenProps {
  /** What the page waits for, as its heading. */
  title: string;
  /** A line under it, announced when it changes; without one the heading is announced. */
  text?: string | undefined;
}

/**
 * A page of its own that waits for the server (where a provider or the bank sends the user back): a panel with its
 * heading, never a bare spinner, so the user who lands on it knows where they are.
 */
export function WaitingScreen({ title, text }: WaitingScreenProps): ReactNode {
  const titleId = useId();
  const heading = (
    <h1 id={titleId} className="status__title">
      {title}
    </h1>
  );
  return (
    <section className="panel status" data-result="processing" aria-labelledby={titleId} aria-busy="true">
      <span className="status__icon" aria-hidden="true">
        …
      </span>
      {text === undefined ? (
        <div role="status" aria-live="polite">
          {heading}
        </div>
      ) : (
        <>
          {heading}
          <p className="status__text" role="status" aria-live="polite">
            {text}
          </p>
        </>
      )}
    </section>
  );
}

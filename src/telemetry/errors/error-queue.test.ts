import { describe, expect, it } from 'vitest';
import { captureError, connectErrorSink, MAX_PENDING_ERRORS, type ErrorReport } from './error-queue.ts';

describe('the error queue before the reporter loads', () => {
  it(`keeps at most ${MAX_PENDING_ERRORS} errors, hands them over in order, then passes errors straight on`, () => {
    for (let index = 0; index < MAX_PENDING_ERRORS + 5; index++) captureError({ kind: 'uncaught', error: new Error(`e${index}`) });
    const captured: ErrorReport[] = [];
    connectErrorSink({ capture: (report) => captured.push(report), flush: () => Promise.resolve() });
    expect(captured.map(({ error }) => (error as Error).message)).toEqual(Array.from({ length: MAX_PENDING_ERRORS }, (_, index) => `e${index}`));
    captureError({ kind: 'render', error: new Error('later') });
    expect(captured.at(-1)?.kind).toBe('render');
  });
});

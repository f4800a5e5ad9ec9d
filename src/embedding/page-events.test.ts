// @vitest-environment jsdom
import { describe, expect, it, onTestFinished } from 'vitest';
import { holdCommandsUntil } from './page-events.ts';

/** The holds the merchant bridge hears from now on ('cashier:submit'). */
function heardHolds(): Promise<unknown>[] {
  const heard: Promise<unknown>[] = [];
  const listener = ({ detail }: WindowEventMap['cashier:submit']): void => void heard.push(detail);
  addEventListener('cashier:submit', listener);
  onTestFinished(() => removeEventListener('cashier:submit', listener));
  return heard;
}

const bridgeStarts = (): boolean => dispatchEvent(new Event('cashier:bridge'));

describe('holdCommandsUntil', () => {
  it('tells a bridge that starts listening later what is still on the wire (a return page calls as it mounts)', () => {
    let answer = (): void => undefined;
    const onTheWire = holdCommandsUntil(new Promise<void>((resolve) => (answer = resolve)));
    const heard = heardHolds();
    bridgeStarts();
    expect(heard).toEqual([onTheWire]);
    answer();
  });

  it('tells it nothing already answered, or failed', async () => {
    const answered = holdCommandsUntil(Promise.resolve('answer'));
    const failed = holdCommandsUntil(Promise.reject(new Error('HTTP 502')));
    await answered;
    await failed.catch(() => undefined);
    const heard = heardHolds();
    bridgeStarts();
    expect(heard).toEqual([]);
  });

  it('tells a bridge already listening at once', () => {
    const heard = heardHolds();
    const onTheWire = holdCommandsUntil(new Promise(() => undefined));
    expect(heard).toEqual([onTheWire]);
  });
});

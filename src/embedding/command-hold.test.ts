import { describe, expect, it, vi } from 'vitest';
import { createCommandHold } from './command-hold.ts';
import type { MerchantCommand } from './protocol.ts';

const dark: MerchantCommand = { type: 'setTheme', theme: 'dark' };
const spanish: MerchantCommand = { type: 'setLanguage', language: 'es' };
const reinit: MerchantCommand = { type: 'reinit' };

/** A hold whose "after the answer" step waits until the test runs it (`follow`), and a submit the test settles. */
function hold() {
  const obey = vi.fn();
  const drop = vi.fn();
  const waiting: (() => void)[] = [];
  const commands = createCommandHold({ obey, drop, afterAnswer: (then) => void waiting.push(then) });
  const follow = (): void => waiting.splice(0).forEach((then) => then());
  const submit = (): { answer: () => Promise<void>; fail: () => Promise<void> } => {
    let answer = (): void => undefined;
    let fail = (): void => undefined;
    commands.submitted(
      new Promise<void>((resolve, reject) => {
        answer = resolve;
        fail = () => reject(new Error('HTTP 500'));
      }),
    );
    // Settles it, then lets the hold's own handler run.
    const settled = (settle: () => void) => async (): Promise<void> => {
      settle();
      await new Promise((resolve) => setTimeout(resolve));
    };
    return { answer: settled(() => answer()), fail: settled(() => fail()) };
  };
  return { commands, obey, drop, follow, submit };
}

describe('createCommandHold', () => {
  it('obeys a command at once, one by one, when no payment is on the wire', () => {
    const { commands, obey } = hold();
    commands.receive(dark);
    commands.receive(reinit);
    expect(obey.mock.calls).toEqual([[[dark]], [[reinit]]]);
  });

  it.each([['answered', 'answer'], ['failed', 'fail']] as const)(
    'holds what arrives while a payment is on the wire until it is %s and its answer followed, then obeys it all together',
    async (_, end) => {
      const { commands, obey, follow, submit } = hold();
      const payment = submit();
      commands.receive(dark);
      commands.receive(spanish);
      await payment[end]();
      expect(obey).not.toHaveBeenCalled();
      commands.receive(reinit);
      follow();
      expect(obey.mock.calls).toEqual([[[dark, spanish, reinit]]]);
      commands.receive(dark);
      expect(obey).toHaveBeenLastCalledWith([dark]);
    },
  );

  it('waits for every payment on the wire (a code confirmed while a new one is asked for)', async () => {
    const { commands, obey, follow, submit } = hold();
    const [first, second] = [submit(), submit()];
    commands.receive(dark);
    await first.answer();
    follow();
    expect(obey).not.toHaveBeenCalled();
    await second.fail();
    follow();
    expect(obey).toHaveBeenCalledExactlyOnceWith([dark]);
  });

  it('drops what was held for a payment whose answer left for a provider page, and whatever arrives after', async () => {
    const { commands, obey, drop, follow, submit } = hold();
    const payment = submit();
    commands.receive(dark);
    await payment.answer();
    commands.leaving();
    follow();
    commands.receive(reinit);
    expect(obey).not.toHaveBeenCalled();
    expect(drop.mock.calls).toEqual([[[dark]], [[reinit]]]);
  });

  it('leaves commands as they were around a provider page no submit opened', () => {
    const { commands, obey, drop } = hold();
    commands.leaving();
    commands.receive(dark);
    expect(obey).toHaveBeenCalledExactlyOnceWith([dark]);
    expect(drop).not.toHaveBeenCalled();
  });

  it('does nothing after a payment during which no command came', async () => {
    const { obey, drop, follow, submit } = hold();
    await submit().answer();
    follow();
    expect(obey).not.toHaveBeenCalled();
    expect(drop).not.toHaveBeenCalled();
  });
});

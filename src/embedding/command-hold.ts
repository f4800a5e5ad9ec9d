import type { MerchantCommand } from './protocol.ts';

export interface CommandHoldOptions {
  /** Carries commands out, all of them in one page load (commandsAddress). */
  obey: (commands: readonly MerchantCommand[]) => void;
  /** Says why commands are not carried out: a submit's answer took the payer to a provider's page. */
  drop: (commands: readonly MerchantCommand[]) => void;
  /** Runs `then` once a settled submit's answer has been followed; by default in the next task (see createCommandHold). */
  afterAnswer?: (then: () => void) => void;
}

export interface CommandHold {
  /** A payment, or its one-time code, went on the wire: `settled` settles once it is answered or failed. */
  submitted: (settled: Promise<unknown>) => void;
  /** This window, or the top one, leaves the cashier for a provider's page. */
  leaving: () => void;
  /** A merchant's command: obeyed now, held while a submit is on the wire, dropped once a submit's answer left. */
  receive: (command: MerchantCommand) => void;
}

/**
 * Keeps the merchant's commands, each of which reloads the cashier, from cutting off a payment on the wire: the payer
 * would be told it may still be going through, and the merchant never told its status. A command that arrives then
 * waits until the answer has been followed (the merchant told the status, the cashier moved to the result page, the
 * code dialog, the form with its error): the answer handlers run in the answer's own microtasks, so the next task finds
 * them done. The commands held are then obeyed together. An answer that sends the payer to a provider's page
 * (3-D Secure) leaves the cashier, and a reload would cut that page off: the commands held, and any that arrive after,
 * are dropped; the cashier posts `ready` again when the payer is back.
 */
export function createCommandHold({ obey, drop, afterAnswer = (then) => void setTimeout(then) }: CommandHoldOptions): CommandHold {
  let onTheWire = 0;
  let left = false;
  let held: MerchantCommand[] = [];
  const followed = (): void => {
    onTheWire -= 1;
    if (onTheWire > 0 || held.length === 0) return;
    const commands = held;
    held = [];
    (left ? drop : obey)(commands);
  };
  return {
    submitted: (settled) => {
      onTheWire += 1;
      const settle = (): void => afterAnswer(followed);
      settled.then(settle, settle);
    },
    leaving: () => {
      // Only a submit's answer counts: a provider's page opened otherwise leaves the commands as they always were.
      if (onTheWire > 0) left = true;
    },
    receive: (command) => {
      if (left) drop([command]);
      else if (onTheWire > 0) held.push(command);
      else obey([command]);
    },
  };
}

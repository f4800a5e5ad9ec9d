import { useEffect, useState } from 'react';
import { focusPageHeading } from '../../app/page-focus.ts';
import { removalFailure } from './removal-failure.ts';

/**
 * What a page says under its card list about the last removal: done, refused (the server said no, or still lists the
 * card), failed (and why), or unknown (a timeout).
 */
export type RemovalNotice<Card> =
  | { kind: 'removed'; card: Card }
  | { kind: 'refused'; card: Card }
  | { kind: 'unknown'; card: Card }
  | { kind: 'failed'; card: Card; error: unknown }
  | null;

interface CardRemovalOptions {
  /** The DELETE call: resolves once the server confirmed, throws CardRemovalRefused when it said no (removal-failure.ts). */
  remove: (cardId: string) => Promise<unknown>;
  /**
   * Asks the card list again (after a removal, and after a timeout, when the server may have removed the card); a
   * promise it returns is waited for, so the notice comes with the list's answer.
   */
  refresh: () => unknown;
  /** The stored cards of the list the page shows: after a removal, asked again, the truth about what is saved. */
  listed: readonly { card_id: string }[] | undefined;
}

/** A saved-card list's removal, from the confirm dialog to the notice: state for the page, actions for its buttons. */
export interface CardRemoval<Card> {
  /** The card whose confirm dialog is open. */
  confirming: Card | null;
  /** Whether the confirmed card's DELETE (and the list asked again after it) is on the wire: the dialog stays, busy, and the card cannot be chosen. */
  busy: boolean;
  /** The id of the card whose DELETE is on the wire: its row can be neither chosen nor removed again. */
  removing: string | null;
  notice: RemovalNotice<Card>;
  ask: (card: Card) => void;
  /** Closes the dialog, unless the removal is on the wire (it cannot be called back). */
  cancel: () => void;
  confirm: () => void;
}

/**
 * The removal of a saved card, shared by /cards and /withdrawal-cards: one DELETE at a time, the dialog held busy
 * while it runs and while the list is asked again, then a notice. Nothing is hidden on the page's own say: the list
 * asked again shows what the server has, and a card it still holds is told as not removed. A removed card, or one a
 * timeout leaves in doubt, may leave the list with the focus on its row, so the page's heading takes the focus then
 * (after the dialog has handed it back to its opener).
 */
export function useCardRemoval<Card extends { id: string }>({ remove, refresh, listed }: CardRemovalOptions): CardRemoval<Card> {
  const [confirming, setConfirming] = useState<Card | null>(null);
  const [busy, setBusy] = useState(false);
  const [settled, setSettled] = useState<RemovalNotice<Card>>(null);
  const stillListed = settled?.kind === 'removed' && listed?.some((stored) => stored.card_id === settled.card.id) === true;
  const notice: RemovalNotice<Card> = stillListed ? { kind: 'refused', card: settled.card } : settled;
  const cardMayHaveLeft = notice?.kind === 'removed' || notice?.kind === 'unknown';
  useEffect(() => {
    if (cardMayHaveLeft) focusPageHeading();
  }, [settled, cardMayHaveLeft]);

  const confirm = (): void => {
    if (confirming === null || busy) return;
    const card = confirming;
    setBusy(true);
    setSettled(null);
    remove(card.id)
      .then(
        (): RemovalNotice<Card> => ({ kind: 'removed', card }),
        (error: unknown): RemovalNotice<Card> => {
          const kind = removalFailure(error);
          return kind === 'failed' ? { kind, card, error } : { kind, card };
        },
      )
      .then(async (next) => {
        // The list asked again first (its own failure is the page's to show), so the notice meets what the server has.
        if (next?.kind === 'removed' || next?.kind === 'unknown') await Promise.resolve(refresh()).catch(() => undefined);
        setSettled(next);
        setConfirming(null);
        setBusy(false);
      });
  };
  return {
    confirming,
    busy,
    removing: busy ? (confirming?.id ?? null) : null,
    notice,
    ask: (card) => !busy && setConfirming(card),
    cancel: () => !busy && setConfirming(null),
    confirm,
  };
}

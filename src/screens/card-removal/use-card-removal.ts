import { useEffect, useState } from 'react';
import { isOutcomeUnknown } from '../../api/outcome-unknown.ts';
import { focusPageHeading } from '../../app/page-focus.ts';
import { reportFailure } from '../../app/report-error.ts';

/** What a page says under its card list about the last removal: done, failed (and why), or unknown (a timeout). */
export type RemovalNotice<Card> = { kind: 'removed'; card: Card } | { kind: 'unknown'; card: Card } | { kind: 'failed'; card: Card; error: unknown } | null;

interface CardRemovalOptions {
  /** The DELETE call: resolves once the server confirmed. */
  remove: (cardId: string) => Promise<unknown>;
  /** Asks the card list again: after a removal, and after a timeout, when the server may have removed the card. */
  refresh: () => void;
}

/** A saved-card list's removal, from the confirm dialog to the notice: state for the page, actions for its buttons. */
export interface CardRemoval<Card> {
  /** The card whose confirm dialog is open. */
  confirming: Card | null;
  /** Whether the confirmed card's DELETE is on the wire: the dialog stays, busy, and the card cannot be chosen. */
  busy: boolean;
  /** The id of the card whose DELETE is on the wire: its row can be neither chosen nor removed again. */
  removing: string | null;
  notice: RemovalNotice<Card>;
  /** Cards the server confirmed removed: they leave the list at once, before the list asked again arrives. */
  removed: ReadonlySet<string>;
  ask: (card: Card) => void;
  /** Closes the dialog, unless the removal is on the wire (it cannot be called back). */
  cancel: () => void;
  confirm: () => void;
}

/**
 * The removal of a saved card, shared by /cards and /withdrawal-cards: one DELETE at a time, the dialog held busy
 * while it runs, then a notice. A removed card, or one a timeout leaves in doubt, may leave the list with the focus
 * on its row, so the page's heading takes the focus then (after the dialog has handed it back to its opener).
 */
export function useCardRemoval<Card extends { id: string }>({ remove, refresh }: CardRemovalOptions): CardRemoval<Card> {
  const [confirming, setConfirming] = useState<Card | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<RemovalNotice<Card>>(null);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (notice !== null && notice.kind !== 'failed') focusPageHeading();
  }, [notice]);

  const settle = (next: RemovalNotice<Card>): void => {
    setNotice(next);
    setConfirming(null);
    setBusy(false);
  };
  const confirm = (): void => {
    if (confirming === null || busy) return;
    const card = confirming;
    setBusy(true);
    setNotice(null);
    remove(card.id).then(
      () => {
        setRemoved((previous) => new Set(previous).add(card.id));
        refresh();
        settle({ kind: 'removed', card });
      },
      (error: unknown) => {
        reportFailure(error);
        if (!isOutcomeUnknown(error)) return settle({ kind: 'failed', card, error });
        refresh();
        settle({ kind: 'unknown', card });
      },
    );
  };
  return {
    confirming,
    busy,
    removing: busy ? (confirming?.id ?? null) : null,
    notice,
    removed,
    ask: (card) => !busy && setConfirming(card),
    cancel: () => !busy && setConfirming(null),
    confirm,
  };
}

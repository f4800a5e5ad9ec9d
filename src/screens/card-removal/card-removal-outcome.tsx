import type { ReactNode } from 'react';
import type { MessageParams } from '../../i18n/translator.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { CardRemovalDialog } from './card-removal-dialog.tsx';
import type { CardRemoval } from './use-card-removal.ts';

/**
 * The message keys of a page's words for a saved card's removal: its sentences after the removal (`removed`,
 * `unknown`, `refused` name the card as `{card}`, `failed` gives the reason as `{reason}`) and its confirm dialog
 * (`text` names the card as `{card}`).
 */
export interface CardRemovalKeys<K extends string> {
  removed: K;
  unknown: K;
  refused: K;
  failed: K;
  title: K;
  text: K;
  keep: K;
  remove: K;
  removing: K;
}

interface CardRemovalOutcomeProps<Card extends { name: string }, K extends string> {
  removal: CardRemoval<Card>;
  keys: CardRemovalKeys<K>;
  /** The page's translator, which knows its keys. */
  translate: (key: K, params?: MessageParams) => string;
}

/**
 * What a saved-card list (/cards, /withdrawal-cards) shows of a removal below the list: the confirm dialog, then a
 * sentence. A removed card, or one whose removal is unknown, is said in a status region that is on the page from the
 * start (a region added with its text is not reliably read out); a refusal or a failure is an alert.
 */
export function CardRemovalOutcome<Card extends { name: string }, K extends string>({ removal, keys, translate }: CardRemovalOutcomeProps<Card, K>): ReactNode {
  const { confirming, busy, notice } = removal;
  return (
    <>
      <p className="status__text" role="status">
        {(notice?.kind === 'removed' || notice?.kind === 'unknown') && translate(keys[notice.kind], { card: notice.card.name })}
      </p>
      {(notice?.kind === 'failed' || notice?.kind === 'refused') && (
        <p className="form-failure" role="alert">
          {notice.kind === 'refused' ? translate(keys.refused, { card: notice.card.name }) : translate(keys.failed, { reason: userMessageOf(notice.error) })}
        </p>
      )}
      {confirming !== null && (
        <CardRemovalDialog
          texts={{
            title: translate(keys.title),
            text: translate(keys.text, { card: confirming.name }),
            keep: translate(keys.keep),
            remove: translate(keys.remove),
            removing: translate(keys.removing),
          }}
          busy={busy}
          onKeep={removal.cancel}
          onRemove={removal.confirm}
        />
      )}
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import type { CompiledForm } from '../../../schemas/compiler/compiled-form.ts';
import { getUserCards } from '../../api/user-cards.ts';
import { recurringCheck } from '../../api/recurring-check.ts';
import { deviceFingerprint } from '../../app/fingerprint.ts';
import { reportError } from '../../app/report-error.ts';

/** A saved card as the CVV rule needs it from GET /user-cards. */
export interface StoredCardFacts {
  tokenised: boolean;
  userCardId: number | undefined;
}

/** What a payment form knows of its saved cards and how it asks the recurring check (use-card-facts reads it). */
export interface SavedCardSource {
  /** By card_id; empty until GET /user-cards answers, or when it failed. */
  cards: ReadonlyMap<string, StoredCardFacts>;
  maxRecurringAmount: number | undefined;
  /** POST /user-cards/recurring-check: whether the card needs its code for this amount. */
  check: (userCardId: number, amount: number, signal: AbortSignal) => Promise<boolean>;
}

const NO_CARDS: ReadonlyMap<string, StoredCardFacts> = new Map();

/**
 * The session's saved cards from GET /user-cards (with X-Fingerprint) when the form lists saved cards, and the recurring
 * check, for a method whose recurring maximum is `maxRecurringAmount`. A failed list leaves every card untokenised.
 */
export function useSavedCardSource(sessionId: string, form: CompiledForm, maxRecurringAmount: number | undefined): SavedCardSource {
  const listsCards = form.fields.some((field) => field.role === 'cardId');
  const [cards, setCards] = useState(NO_CARDS);
  useEffect(() => {
    if (!listsCards) return;
    let current = true;
    getUserCards(sessionId, deviceFingerprint()).then(
      (answer) => {
        if (current) setCards(new Map(answer.cards.map((card) => [card.card_id, { tokenised: card.is_card_token_active === true, userCardId: card.user_card_id }])));
      },
      (error: unknown) => reportError('GET /user-cards failed: saved cards count as untokenised', error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      current = false;
    };
  }, [sessionId, listsCards]);
  return useMemo(
    () => ({
      cards,
      maxRecurringAmount,
      check: async (userCardId, amount, signal) => (await recurringCheck(sessionId, userCardId, amount, signal)).cvv_required,
    }),
    [cards, maxRecurringAmount, sessionId],
  );
}

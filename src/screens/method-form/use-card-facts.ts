import { useEffect, useMemo, useState } from 'react';
import { cardChoiceOf, cvvCardOf, NO_CARD_FACTS, type CardFacts } from '../../../schemas/compiler/apply-card-choice.ts';
import type { CompiledForm, FormValues } from '../../../schemas/compiler/compiled-form.ts';
import { isSavedCardId } from '../../../schemas/compiler/new-card.ts';
import { isPositiveDecimal } from '../../../schemas/money/decimal.ts';
import { needsRecurringCheck, type RecurringCheck } from '../../../schemas/rules/cvv-demand.ts';
import type { SavedCardSource } from './saved-card-source.ts';

/** How long the amount must stay still before the recurring check is asked (ms): one call per amount, not per key. */
const RECURRING_CHECK_DEBOUNCE_MS = 300;
/**
 * How long the form waits for the recurring check before it asks for the code anyway (ms): the Deposit button waits for
 * the answer, and a hung call must not hold it for the whole request timeout.
 */
export const RECURRING_CHECK_PATIENCE_MS = 5_000;

/** One recurring-check answer, for the card and amount it was asked about. */
interface Answered {
  cardId: string;
  amount: number;
  check: RecurringCheck;
}

/**
 * The facts the CVV rule reads for the form's current values (spec section 5): the chosen card's token, the amount,
 * and the recurring-check answer, asked (debounced, the previous one aborted) whenever an untokenised saved card is
 * chosen with an amount above the recurring maximum. Without a source every saved card is untokenised and unchecked.
 */
export function useCardFacts(form: CompiledForm, values: FormValues, source: SavedCardSource | undefined): CardFacts {
  const chosen = cardChoiceOf(form, values);
  const cardId = isSavedCardId(chosen) ? chosen : null;
  const typed = values['amount'];
  // Read only while a saved card is chosen, so typing an amount for a new card keeps the facts (and the schema) as they are.
  const amount = cardId !== null && typeof typed === 'string' && isPositiveDecimal(typed) ? Number(typed) : null;
  const stored = cardId === null ? undefined : source?.cards.get(cardId);
  const [answered, setAnswered] = useState<Answered | null>(null);
  const base = useMemo<CardFacts>(
    () =>
      source === undefined
        ? NO_CARD_FACTS
        : { tokenised: (id) => source.cards.get(id)?.tokenised === true, amount, maxRecurringAmount: source.maxRecurringAmount, recurringCheck: { state: 'none' } },
    [source, amount],
  );
  const needed = needsRecurringCheck({ card: cvvCardOf(chosen, base), amount, maxRecurringAmount: base.maxRecurringAmount });
  const userCardId = stored?.userCardId;
  useEffect(() => {
    if (!needed || source === undefined || cardId === null || amount === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const settle = (check: RecurringCheck): void => setAnswered({ cardId, amount, check });
      if (userCardId === undefined) return settle({ state: 'failed' });
      source.check(userCardId, amount, AbortSignal.any([controller.signal, AbortSignal.timeout(RECURRING_CHECK_PATIENCE_MS)])).then(
        (cvvRequired) => settle({ state: 'answered', cvvRequired }),
        () => {
          if (!controller.signal.aborted) settle({ state: 'failed' });
        },
      );
    }, RECURRING_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [needed, source, cardId, userCardId, amount]);
  return useMemo(
    () => (answered !== null && answered.cardId === cardId && answered.amount === amount ? { ...base, recurringCheck: answered.check } : base),
    [answered, base, cardId, amount],
  );
}

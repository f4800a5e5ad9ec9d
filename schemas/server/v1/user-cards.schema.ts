/** The saved-card calls of spec section 7: GET /user-cards, DELETE /user-cards, POST /user-cards/recurring-check. */

/** A card the user saved (spec section 3: stored card). */
const storedCard = {
  type: 'object',
  required: ['card_id'],
  properties: {
    card_id: { type: 'string' },
    user_card_id: { type: 'integer' },
    card_pan: { type: 'string' },
    last4: { type: 'string' },
    bin: { type: 'string' },
    exp_month: { type: 'string' },
    exp_year: { type: 'string' },
    cardholder_name: { type: 'string' },
    is_card_token_active: { type: 'boolean' },
    brand: { type: 'string' },
  },
} as const;

/** GET /user-cards: the user's saved cards. */
export const userCardsSchema = {
  type: 'object',
  required: ['cards'],
  properties: { cards: { type: 'array', items: storedCard } },
} as const;

/** POST /user-cards/recurring-check (spec section 7): whether the saved card needs its code for this amount. */
export const recurringCheckSchema = {
  type: 'object',
  required: ['cvv_required'],
  properties: { cvv_required: { type: 'boolean' }, max_recurring_amount: { type: 'number', minimum: 0 } },
} as const;

/** DELETE /user-cards: free-form, any JSON object (the fixtures send `{ success: true }`). */
export const userCardDeletedSchema = { type: 'object' } as const;

/**
 * A new payout account whose POST /requisite/create had an unknown outcome, as the cashier keeps it for the tab
 * (phUnsureAccount in sessionStorage, src/screens/verification/unsure-account-store.ts), so a reload still looks for it
 * before creating it again: never the account itself, only its SHA-256. Closed: a field no release writes is not trusted.
 */
export const storedUnsureAccountSchema = {
  type: 'object',
  required: ['sessionId', 'payGroupId', 'digest', 'before', 'at'],
  additionalProperties: false,
  properties: {
    sessionId: { type: 'string', minLength: 1 },
    payGroupId: { type: 'integer' },
    /** SHA-256 of the account as the server compares it (no spaces, upper case), in lower-case hex. */
    digest: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    /** The saved accounts' ids (option values) the form had when the create was sent: none of them is the one created. */
    before: { type: 'array', items: { type: 'string' } },
    /** When the create was sent, in epoch ms. */
    at: { type: 'integer', minimum: 0 },
  },
} as const;

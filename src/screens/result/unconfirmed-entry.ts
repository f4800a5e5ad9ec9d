/**
 * The history-state flag of the processing page a payment whose outcome is unknown leads to (unknown-outcome.ts: its
 * submit, code confirm or 3-D Secure result met a timeout, a 504, a 2xx it cannot read): no answer said the server
 * has the payment, so that page does not wait for it without end (processing-wait.tsx). Kept by its history entry, so
 * a reload, or Back to the form and Forward again, finds it; the processing page of an answer that said processing has
 * none. Only the name is shared (the card form carries it).
 */
export const UNCONFIRMED = 'cashierUnconfirmed';

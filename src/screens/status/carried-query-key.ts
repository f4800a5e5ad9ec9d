/**
 * The tab's storage key of a session's carried query (the session store's carriedQuery), written as the cashier leaves
 * for a provider's page (followRedirect) and read by the page the provider sends the user back to (return-address.ts).
 */
export const carriedQueryKey = (sessionId: string | null): string => `cashier_carried:${String(sessionId)}`;

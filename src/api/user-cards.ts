import type { UserCards } from '../../schemas/server/v1/types.ts';
import { queriesNamed, queryKey, send, type Query, type QueryKey } from './endpoint.ts';

const GET_USER_CARDS = 'getUserCards';

function userCardsQuery(fingerprint: string | undefined): Query<'userCards'> {
  const headers = fingerprint === undefined ? {} : { headers: { 'X-Fingerprint': fingerprint } };
  return { kind: 'query', name: GET_USER_CARDS, method: 'GET', path: '/user-cards', payload: 'userCards', ...headers };
}

/** GET /user-cards, with the device fingerprint in X-Fingerprint when given (spec section 7): the saved cards. */
export function getUserCards(sessionId: string, fingerprint?: string): Promise<UserCards> {
  return send(sessionId, userCardsQuery(fingerprint));
}

/** The SWR key of the saved-cards query (its hook is in use-user-cards.ts, so a deletion does not carry swr). */
export function userCardsKey(sessionId: string, fingerprint?: string): QueryKey<'userCards'> {
  return queryKey(sessionId, userCardsQuery(fingerprint));
}

/** Every saved-cards query of the session, whatever its fingerprint: what a card deletion makes stale. */
export function isUserCardsKey(sessionId: string): (key: unknown) => boolean {
  return queriesNamed(sessionId, GET_USER_CARDS);
}

// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cannedServer, TEST_ORIGIN, withCache } from './api.testing.tsx';
import { useDeleteUserCard } from './delete-user-card.ts';
import { useUserCards } from './user-cards.ts';

const CARDS = 'GET /api/cashier-service/v1.0/user-cards';
const DELETE = 'DELETE /api/cashier-service/v1.0/user-cards';
const { server, requests } = cannedServer({
  [CARDS]: [{ body: { cards: [{ card_id: 'crd_1' }, { card_id: 'crd_2' }] } }, { body: { cards: [{ card_id: 'crd_2' }] } }],
  [DELETE]: [{ body: { success: true } }],
});

beforeAll(() => {
  vi.stubGlobal('location', new URL(`${TEST_ORIGIN}/deposit`));
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  requests.length = 0;
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

function SavedCards(): ReactNode {
  const { data } = useUserCards('s-1', 'fp-1');
  const { trigger } = useDeleteUserCard('s-1');
  return (
    <>
      <p>{data === undefined ? 'loading' : data.cards.map(({ card_id }) => card_id).join(', ')}</p>
      <button onClick={() => void trigger('crd_1')}>delete</button>
    </>
  );
}

describe('useDeleteUserCard', () => {
  it('deletes once, then asks for the saved cards again', async () => {
    render(withCache(new Map(), <SavedCards />));
    await screen.findByText('crd_1, crd_2');
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByText('crd_2');
    expect(requests).toEqual([CARDS, DELETE, CARDS]);
  });
});

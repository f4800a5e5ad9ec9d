// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { listenCanned } from './api.testing.tsx';
import { deleteUserCard } from './delete-user-card.ts';
import { useUserCards } from './use-user-cards.ts';

const CARDS = 'GET /api/cashier-service/v1.0/user-cards';
const DELETE = 'DELETE /api/cashier-service/v1.0/user-cards';
const { requests } = listenCanned({
  [CARDS]: [{ body: { cards: [{ card_id: 'crd_1' }, { card_id: 'crd_2' }] } }, { body: { cards: [{ card_id: 'crd_2' }] } }],
  [DELETE]: [{ body: { success: true } }],
}, '/deposit');


function SavedCards(): ReactNode {
  const { data } = useUserCards('s-1', 'fp-1');
  return (
    <>
      <p>{data === undefined ? 'loading' : data.cards.map(({ card_id }) => card_id).join(', ')}</p>
      <button onClick={() => void deleteUserCard('s-1', 'crd_1')}>delete</button>
    </>
  );
}

describe('deleteUserCard', () => {
  it('deletes once, then asks for the saved cards again', async () => {
    // swr's default cache, as the app has: the deletion revalidates through swr's global mutate.
    render(<SavedCards />);
    await screen.findByText('crd_1, crd_2');
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByText('crd_2');
    expect(requests).toEqual([CARDS, DELETE, CARDS]);
  });
});

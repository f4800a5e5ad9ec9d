// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CashierApiError } from './api-error.ts';
import { listenCanned, TEST_ORIGIN } from './api.testing.tsx';
import { CardRemovalRefused } from './card-removal-refused.ts';
import { deleteUserCard } from './delete-user-card.ts';
import { REQUEST_TIMEOUT_MS, setRequestTimeout } from './http.ts';
import { useUserCards } from './use-user-cards.ts';

const CARDS = 'GET /api/cashier-service/v1.0/user-cards';
const DELETE = 'DELETE /api/cashier-service/v1.0/user-cards';
const { server, requests } = listenCanned({
  [CARDS]: [{ body: { cards: [{ card_id: 'crd_1' }, { card_id: 'crd_2' }] } }, { body: { cards: [{ card_id: 'crd_2' }] } }],
  [DELETE]: [{ body: { success: true } }],
}, '/deposit');

/** The saved cards, a button that deletes crd_1, and the kind of failure the deletion threw. */
function SavedCards(): ReactNode {
  const { data } = useUserCards('s-1', 'fp-1');
  const [failure, setFailure] = useState('');
  const kindOf = (error: unknown): string => (error instanceof CashierApiError ? error.failure.kind : error instanceof CardRemovalRefused ? 'refused' : 'other');
  const remove = (): void => void deleteUserCard('s-1', 'crd_1').catch((error: unknown) => setFailure(kindOf(error)));
  return (
    <>
      <p>{data === undefined ? 'loading' : data.cards.map(({ card_id }) => card_id).join(', ')}</p>
      <p>{failure}</p>
      <button onClick={remove}>delete</button>
    </>
  );
}

describe('deleteUserCard', () => {
  afterEach(() => setRequestTimeout(REQUEST_TIMEOUT_MS));

  it('deletes once, then asks for the saved cards again', async () => {
    // swr's default cache, as the app has: the deletion revalidates through swr's global mutate.
    render(<SavedCards />);
    await screen.findByText('crd_1, crd_2');
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByText('crd_2');
    expect(requests).toEqual([CARDS, DELETE, CARDS]);
  });

  it('asks for the saved cards again after a timeout too (the server may have deleted the card), and still throws it', async () => {
    server.use(http.delete(`${TEST_ORIGIN}/api/cashier-service/v1.0/user-cards`, () => delay('infinite')));
    setRequestTimeout(50);
    const gets = (): number => requests.filter((request) => request === CARDS).length;
    render(<SavedCards />);
    await screen.findByText(/crd_/);
    const before = gets();
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByText('TIMEOUT_ERROR');
    expect(gets()).toBe(before + 1);
  });

  it('throws an answer of success: false as a refusal, and asks for nothing more: the server kept the card', async () => {
    server.use(http.delete(`${TEST_ORIGIN}/api/cashier-service/v1.0/user-cards`, () => HttpResponse.json({ success: false })));
    const gets = (): number => requests.filter((request) => request === CARDS).length;
    render(<SavedCards />);
    await screen.findByText(/crd_1/);
    const before = gets();
    fireEvent.click(screen.getByRole('button', { name: 'delete' }));
    await screen.findByText('refused');
    expect(gets()).toBe(before);
  });
});

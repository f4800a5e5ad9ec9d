// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { toJson } from '../schemas/payload/exact-number.ts';
import { renderForm, sentPayload } from './render-form.testing.tsx';

const CARD = [
  { name: 'amount', type: 'amount', is_required: true, label: 'Amount' },
  { name: 'card_pan', type: 'cardPan', is_required: true, label: 'Card number' },
  { name: 'month', type: 'expirationDate', extended_type: 'card_exp_month', is_required: true, label: 'Expiry date' },
  { name: 'year', type: 'expirationDate', extended_type: 'card_exp_year', is_required: true, label: 'Expiry date' },
  { name: 'cardholder_name', type: 'input', extended_type: 'card_cardholder_name', is_required: true, label: 'Cardholder name' },
  { name: 'card_cvv', type: 'cardCvv', is_required: true, label: 'CVV' },
];

afterEach(cleanup);

/** Types the card form with `typed` and resolves to what the server would receive. */
async function send(typed: { amount: string; pan: string; expiry: string; name: string; cvv: string }) {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const form = renderForm(CARD, { onSubmit });
  const type = (input: HTMLElement, value: string): void => {
    fireEvent.change(input, { target: { value } });
  };
  type(await screen.findByRole('textbox', { name: /^Amount/ }), typed.amount);
  type(screen.getByRole('textbox', { name: /^Card number/ }), typed.pan);
  type(screen.getByRole('textbox', { name: /^Expiry date/ }), typed.expiry);
  type(screen.getByRole('textbox', { name: /^Cardholder name/ }), typed.name);
  type(screen.getByLabelText(/^CVV/, { selector: 'input' }), typed.cvv);
  const shown = (screen.getByRole('textbox', { name: /^Card number/ }) as HTMLInputElement).value;
  fireEvent.click(screen.getByRole('button', { name: /submit/i }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
  return { payload: sentPayload(form, onSubmit.mock.calls[0]?.[0] ?? {}), shown };
}

const EXPECTED_CARD = { card_pan: '4111111111111111', card_bin: '411111', exp_month: '11', exp_year: '2040', cvv: '123' };

describe('MaskedInput: one normalisation for every field (issue 8)', () => {
  it.each([
    ['full-width (Japanese input)', { amount: '５', pan: '４１１１１１１１１１１１１１１１', expiry: '１１/４０', cvv: '１２３' }],
    ['Arabic-Indic', { amount: '٥', pan: '٤١١١١١١١١١١١١١١١', expiry: '١١/٤٠', cvv: '١٢٣' }],
    ['Persian', { amount: '۵', pan: '۴۱۱۱۱۱۱۱۱۱۱۱۱۱۱۱', expiry: '۱۱/۴۰', cvv: '۱۲۳' }],
  ])('%s digits in card number, expiry, CVV and amount are shown and sent as ASCII', async (_, digits) => {
    const { payload, shown } = await send({ ...digits, name: 'Jane Doe' });
    expect(shown).toBe('4111 1111 1111 1111');
    expect(payload.card_data).toEqual({ ...EXPECTED_CARD, cardholder_name: 'Jane Doe' });
    expect(toJson(payload.amount)).toBe('5');
  });

  it('a cardholder name with a right-to-left override and zero-width characters is sent clean, its letters kept', async () => {
    const { payload } = await send({ amount: '5', pan: '4111111111111111', expiry: '11/40', cvv: '123', name: '\u202EJa\u200Bne\u200D Doe\uFEFF' });
    expect(payload.card_data).toEqual({ ...EXPECTED_CARD, cardholder_name: 'Jane Doe' });
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { renderForm, sentPayload } from './render-form.testing.tsx';

const cardParameter = {
  name: 'card_id',
  type: 'card',
  label: 'Your cards',
  options: [
    { label: '411111******1111', value: 'c1', is_selected: true },
    { label: '555555******4444', value: 'c2' },
  ],
};

const group = (): Promise<HTMLElement> => screen.findByRole('radiogroup', { name: 'Your cards' });

afterEach(cleanup);

describe('the saved-card widget', () => {
  it('lists the cards by last 4 digits and brand, the selected one checked, then a new card', async () => {
    renderForm([cardParameter], { formContext: { onDeleteCard: vi.fn() } });
    const radios = within(await group()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['•••• 1111 Visa', '•••• 4444 Mastercard', 'APP.CARD.NEW']);
    expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([true, false, false]);
  });

  it('reads brand, last 4 and expiry from worded labels, and shows the server\'s "new" option as its own new card', async () => {
    renderForm([{
      ...cardParameter,
      options: [
        { label: 'Visa •••• 1111 (09/29)', value: 'c1', is_selected: true },
        { label: 'Mastercard •••• 4444 (03/27)', value: 'c2' },
        { label: 'New card', value: 'new' },
      ],
    }], { formContext: { onDeleteCard: vi.fn() } });
    const radios = within(await group()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['•••• 1111 Visa 09/29', '•••• 4444 Mastercard 03/27', 'APP.CARD.NEW']);
    expect(screen.getByRole('button', { name: 'APP.CARD.DELETE_LABEL {"card":"Mastercard •••• 4444"}' })).toBeTruthy();
  });

  it('shows the card fields for a new card and sends the typed card with no card id', async () => {
    const onSubmit = vi.fn<(values: FormValues) => void>();
    const form = renderForm([cardParameter, { name: 'card_cvv', type: 'cardCvv', is_required: true, label: 'CVV' }], { onSubmit });
    fireEvent.click(within(await group()).getByRole('radio', { name: 'APP.CARD.NEW' }));
    fireEvent.change(screen.getByRole('textbox', { name: /APP\.CARD\.NUMBER/ }), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByRole('textbox', { name: /APP\.CARD\.EXPIRY/ }), { target: { value: '11/40' } });
    fireEvent.change(screen.getByRole('textbox', { name: /APP\.CARD\.HOLDER/ }), { target: { value: 'Jane Doe' } });
    fireEvent.change(screen.getByLabelText(/^CVV/, { selector: 'input' }), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const values = onSubmit.mock.calls[0]?.[0] ?? {};
    expect(sentPayload(form, values).card_data).toEqual({
      card_pan: '4111111111111111', card_bin: '411111', exp_month: '11', exp_year: '2040', cvv: '123', cardholder_name: 'Jane Doe',
    });
  });

  it('asks to confirm a delete, and a cancel deletes nothing and gives focus back', async () => {
    const onDeleteCard = vi.fn();
    renderForm([cardParameter], { formContext: { onDeleteCard } });
    await group();
    const remove = screen.getByRole('button', { name: 'APP.CARD.DELETE_LABEL {"card":"Mastercard •••• 4444"}' });
    remove.focus();
    fireEvent.click(remove);
    const confirm = screen.getByRole('alertdialog', { name: 'APP.CARD.DELETE_CONFIRM' });
    expect(confirm.getAttribute('aria-modal')).toBe('true');
    expect(within(confirm).getByText('•••• 4444')).toBeTruthy();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'APP.CARD.CANCEL' }));
    fireEvent.click(within(confirm).getByRole('button', { name: 'APP.CARD.CANCEL' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(remove);
    expect(onDeleteCard).not.toHaveBeenCalled();
  });

  it('calls onDeleteCard with the card id and name only once the delete is confirmed, and unselects that card', async () => {
    const onDeleteCard = vi.fn();
    renderForm([cardParameter], { formContext: { onDeleteCard } });
    await group();
    fireEvent.click(screen.getByRole('button', { name: 'APP.CARD.DELETE_LABEL {"card":"Visa •••• 1111"}' }));
    expect(onDeleteCard).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'APP.CARD.DELETE' }));
    expect(onDeleteCard).toHaveBeenCalledExactlyOnceWith('c1', 'Visa •••• 1111');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'APP.CARD.NEW' }).checked).toBe(true);
  });

  it('closes the confirmation on Escape', async () => {
    renderForm([cardParameter], { formContext: { onDeleteCard: vi.fn() } });
    await group();
    fireEvent.click(screen.getByRole('button', { name: /DELETE_LABEL.*1111/ }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers no delete when the screen cannot delete cards', async () => {
    renderForm([cardParameter]);
    await group();
    expect(screen.queryByRole('button', { name: /DELETE_LABEL/ })).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderForm } from './render-form.testing.tsx';

const account = {
  name: 'payout_account',
  type: 'select',
  extended_type: 'save_requisites',
  data_type: 'String',
  label: 'Payout account',
  is_required: true,
  user_requisite_type_id: 3,
  options: [{ label: 'DE89 •••• 3000', value: 'req_1' }],
};
const submit = (): void => void fireEvent.click(screen.getByRole('button', { name: /submit/i }));

afterEach(cleanup);

describe('the payout-account widget', () => {
  it.each([
    ['a new account left empty', true],
    ['no saved account chosen', false],
  ])('%s: "required" stands right under the input, above the switch, once, and the input names it', async (_, typeNew) => {
    renderForm([{ ...account, options: typeNew ? account.options : [...account.options, { label: 'FR76 •••• 0189', value: 'req_2' }] }], {
      context: { allowNewPayoutAccount: true },
    });
    if (typeNew) fireEvent.click(screen.getByRole('button', { name: 'APP.PAYOUT.ACCOUNT_NEW' }));
    submit();
    const error = (await screen.findByText('PH.ERROR.FIELD_REQUIRED')).parentElement;
    const input = typeNew ? screen.getByRole('textbox', { name: /Payout account/ }) : screen.getByRole('combobox', { name: /Payout account/ });
    const field = input.closest('.payout-account');
    const switcher = screen.getByRole('button', { name: typeNew ? 'APP.PAYOUT.ACCOUNT_SAVED' : 'APP.PAYOUT.ACCOUNT_NEW' });
    // In document order: the input (in its shell), its error, then the switch.
    const order = [...(field?.querySelectorAll('input, select, .field__error, button') ?? [])];
    expect(order.indexOf(error as Element)).toBe(order.indexOf(input) + 1);
    expect(order.indexOf(switcher)).toBe(order.indexOf(error as Element) + 1);
    expect(screen.getAllByText('PH.ERROR.FIELD_REQUIRED')).toHaveLength(1);
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error?.id);
  });

  it('keeps what each side held across the switch: the account typed, and the saved one chosen', () => {
    renderForm([{ ...account, options: [...account.options, { label: 'FR76 •••• 0189', value: 'req_2' }] }], { context: { allowNewPayoutAccount: true } });
    fireEvent.change(screen.getByRole('combobox', { name: /Payout account/ }), { target: { value: 'req_2' } });
    fireEvent.click(screen.getByRole('button', { name: 'APP.PAYOUT.ACCOUNT_NEW' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Payout account/ }), { target: { value: 'DE44500105175407324931' } });
    fireEvent.click(screen.getByRole('button', { name: 'APP.PAYOUT.ACCOUNT_SAVED' }));
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Payout account/ }).value).toBe('req_2');
    fireEvent.click(screen.getByRole('button', { name: 'APP.PAYOUT.ACCOUNT_NEW' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Payout account/ }).value).toBe('DE44500105175407324931');
  });
});

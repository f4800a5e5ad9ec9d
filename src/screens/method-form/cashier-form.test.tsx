// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import Form from '@rjsf/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileForm, type FormContext } from '../../../schemas/compiler/compile-form.ts';
import type { FormValues } from '../../../schemas/compiler/compiled-form.ts';
import type { FormParameter } from '../../../schemas/server/v1/types.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { texts as en } from '../../i18n/form/en.ts';
import { CashierForm } from './cashier-form.tsx';

const context: FormContext = {
  flow: 'deposit',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 10, max_amount: 5000 },
};

const bank: FormParameter = {
  name: 'bank',
  type: 'select',
  label: 'Bank',
  is_required: true,
  options: [
    { label: 'Alpha Bank', value: 'alpha' },
    { label: 'Beta Bank', value: 'beta' },
  ],
};
const account: FormParameter = { name: 'account', type: 'input', label: 'Account', is_required: true, regexp: '^\\d{4}$' };
const cardOptions = [
  { label: 'Visa •••• 1111 (09/29)', value: 'crd_1' },
  { label: 'Mastercard •••• 4444 (03/27)', value: 'crd_2' },
];
const savedCards: FormParameter = { name: 'card_id', type: 'card', label: 'Card', options: cardOptions };
/** Required by the method: a saved card then asks for it too (cvvDemand). */
const cvv: FormParameter = { name: 'card_cvv', type: 'cardCvv', label: 'CVV', is_required: true };

type Props = ComponentProps<typeof CashierForm>;

/** The real CashierForm over compiled server parameters; rerender() takes new props, keeping the same form. */
function renderCashierForm(parameters: FormParameter[], props: Partial<Props> = {}, compile: Partial<FormContext> = {}) {
  const form = compileForm(parameters, { ...context, ...compile }, fieldTypes);
  const onSubmit = vi.fn<(values: FormValues) => unknown>();
  const base: Props = { form, currency: { alpha3: 'EUR', precision: 2 }, submitLabel: () => 'Pay', submitting: false, onSubmit, ...props };
  const view = render(<CashierForm {...base} />);
  return {
    onSubmit,
    button: () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Pay|Processing)/ }),
    rerender: (next: Partial<Props>) => view.rerender(<CashierForm {...base} {...next} />),
  };
}

const textbox = (name: string): HTMLInputElement => screen.getByRole('textbox', { name: new RegExp(name) });
const choose = (name: string, value: string): void => void fireEvent.change(screen.getByRole('combobox', { name: new RegExp(name) }), { target: { value } });

afterEach(cleanup);

describe('CashierForm: validity comes from every rule, error visibility is display only', () => {
  it('auto-submit does not send while another field fails its rule, and sends once the whole form is valid', () => {
    const { onSubmit } = renderCashierForm([account, bank], {}, { autoSubmit: true });
    fireEvent.change(textbox('Account'), { target: { value: '12' } });
    choose('Bank', 'alpha');
    expect(onSubmit).not.toHaveBeenCalled();
    // Nothing was left or attempted: the refused auto-submit shows no error of the field not yet left.
    expect(screen.queryByText(en['PH.ERROR.FIELD_HAS_ERROR'])).toBeNull();
    fireEvent.change(textbox('Account'), { target: { value: '1234' } });
    choose('Bank', 'beta');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ account: '1234', bank: 'beta' });
  });

  it('auto-submit does not send while a required field is empty', () => {
    const { onSubmit } = renderCashierForm([account, bank], {}, { autoSubmit: true });
    choose('Bank', 'alpha');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('choosing a saved card does not auto-submit without the CVV the cvv rule asks for, and does with it', async () => {
    const preselected = { ...savedCards, options: cardOptions.map((option, index) => ({ ...option, is_selected: index === 0 })) };
    const { onSubmit } = renderCashierForm([preselected, cvv], {}, { autoSubmit: true });
    const cards = await screen.findByRole('radiogroup', { name: 'Card' }, { timeout: 5000 });
    fireEvent.click(within(cards).getByRole('radio', { name: /4444/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^CVV/, { selector: 'input' }), { target: { value: '123' } });
    fireEvent.click(within(cards).getByRole('radio', { name: /1111/ }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ card_id: 'crd_1', card_cvv: '123' });
  });

  it('a field shows its errors once left, the others only after a submit attempt, which sends nothing', async () => {
    const { onSubmit, button } = renderCashierForm([account, { ...account, name: 'reference', label: 'Reference' }]);
    fireEvent.change(textbox('Account'), { target: { value: '12' } });
    fireEvent.blur(textbox('Account'));
    expect(await screen.findByText(en['PH.ERROR.FIELD_HAS_ERROR'])).toBeTruthy();
    expect(textbox('Account').getAttribute('aria-invalid')).toBe('true');
    // The blur validated the whole form, but the reference was never reached: no error, not marked invalid.
    expect(screen.queryByText(en['PH.ERROR.FIELD_REQUIRED'])).toBeNull();
    expect(textbox('Reference').getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(button());
    expect(await screen.findByText(en['PH.ERROR.FIELD_REQUIRED'])).toBeTruthy();
    expect(textbox('Reference').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a field only tabbed through, never typed in, shows no PH.ERROR.FIELD_REQUIRED until a submit attempt', async () => {
    const { button } = renderCashierForm([account, { ...account, name: 'reference', label: 'Reference' }]);
    fireEvent.focus(textbox('Account'));
    fireEvent.blur(textbox('Account'));
    fireEvent.focus(textbox('Reference'));
    fireEvent.change(textbox('Reference'), { target: { value: '1234' } });
    fireEvent.blur(textbox('Reference'));
    await screen.findByDisplayValue('1234');
    expect(screen.queryByText(en['PH.ERROR.FIELD_REQUIRED'])).toBeNull();
    expect(textbox('Account').getAttribute('aria-invalid')).toBe('false');
    fireEvent.click(button());
    expect(await screen.findByText(en['PH.ERROR.FIELD_REQUIRED'])).toBeTruthy();
  });

  it('a field typed in and emptied again shows PH.ERROR.FIELD_REQUIRED once left', async () => {
    renderCashierForm([account]);
    fireEvent.change(textbox('Account'), { target: { value: '12' } });
    fireEvent.change(textbox('Account'), { target: { value: '' } });
    fireEvent.blur(textbox('Account'));
    expect(await screen.findByText(en['PH.ERROR.FIELD_REQUIRED'])).toBeTruthy();
  });

  it('"New card" shows the card fields the saved cards hide', async () => {
    renderCashierForm([savedCards, cvv]);
    const cards = await screen.findByRole('radiogroup', { name: 'Card' }, { timeout: 5000 });
    expect(textbox(en['APP.CARD.NUMBER'])).toBeTruthy();
    fireEvent.click(within(cards).getByRole('radio', { name: /1111/ }));
    expect(screen.queryByRole('textbox', { name: new RegExp(en['APP.CARD.NUMBER']) })).toBeNull();
    fireEvent.click(within(cards).getByRole('radio', { name: en['APP.CARD.NEW'] }));
    for (const label of [en['APP.CARD.NUMBER'], en['APP.CARD.EXPIRY'], en['APP.CARD.HOLDER']]) expect(textbox(label)).toBeTruthy();
  });
});

describe('CashierForm: one submit per intent', () => {
  it('a double click and repeated submits (Enter) send once while the first is in flight, and again once it settled', async () => {
    let settle = (): void => undefined;
    const { onSubmit, button } = renderCashierForm([account]);
    onSubmit.mockImplementation(() => new Promise<void>((resolve) => (settle = resolve)));
    fireEvent.change(textbox('Account'), { target: { value: '1234' } });
    // The parent has not re-rendered with submitting yet: the guard alone holds.
    fireEvent.click(button());
    fireEvent.click(button());
    const form = textbox('Account').form;
    for (let press = 0; press < 5; press += 1) if (form !== null) fireEvent.submit(form);
    expect(onSubmit).toHaveBeenCalledOnce();
    await act(async () => settle());
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('while submitting, the button reads Processing… and sends nothing, yet keeps the focus; the fields are disabled, the focused one handing it the focus', () => {
    const { button, onSubmit, rerender } = renderCashierForm([account]);
    fireEvent.change(textbox('Account'), { target: { value: '1234' } });
    textbox('Account').focus();
    rerender({ submitting: true });
    expect(button().textContent).toBe(en['APP.FORM.SUBMITTING']);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(textbox('Account').disabled).toBe(true);
    expect(document.activeElement).toBe(button());
    fireEvent.click(button());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sent with the focus on nothing (a tap in Safari focuses no button), the form gives the button the focus while submitting', () => {
    const { button, rerender } = renderCashierForm([account]);
    fireEvent.change(textbox('Account'), { target: { value: '1234' } });
    expect(document.activeElement).toBe(document.body);
    const form = textbox('Account').form;
    if (form !== null) fireEvent.submit(form);
    rerender({ submitting: true });
    expect(document.activeElement).toBe(button());
  });

  it('submitDisabled (an expired session) keeps the button disabled', () => {
    const { button } = renderCashierForm([account], { submitDisabled: true });
    expect(button().disabled).toBe(true);
  });
});

describe('CashierForm: server errors and overrides reach the form without losing what was typed', () => {
  it('shows server field errors at once, keeps the typed values, and drops an error once its field is edited', async () => {
    const { rerender } = renderCashierForm([account, bank]);
    fireEvent.change(textbox('Account'), { target: { value: '9876' } });
    choose('Bank', 'beta');
    rerender({ serverErrors: { account: ['PH.ERROR.FIELD_HAS_ERROR'], bank: ['The bank is closed'] } });
    expect(textbox('Account').value).toBe('9876');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: /Bank/ }).value).toBe('beta');
    expect(screen.getByText(en['PH.ERROR.FIELD_HAS_ERROR'])).toBeTruthy();
    expect(screen.getByText('The bank is closed')).toBeTruthy();
    fireEvent.change(textbox('Account'), { target: { value: '1111' } });
    await waitFor(() => expect(screen.queryByText(en['PH.ERROR.FIELD_HAS_ERROR'])).toBeNull());
    expect(screen.getByText('The bank is closed')).toBeTruthy();
  });

  it('applies a disabled flag, a manual error (which blocks sending) and an empty-list text, keeping the typed values', () => {
    const noAccounts: FormParameter = { name: 'payout', type: 'select', label: 'Payout account', options: [] };
    const { onSubmit, button, rerender } = renderCashierForm([account, noAccounts]);
    fireEvent.change(textbox('Account'), { target: { value: '1234' } });
    rerender({ overrides: { payout: { disabled: true, error: 'PH.ERROR.FIELD_HAS_ERROR', emptyListText: 'Add an account first' } } });
    expect(textbox('Account').value).toBe('1234');
    const payout = screen.getByRole<HTMLSelectElement>('combobox', { name: /Payout account/ });
    expect(payout.disabled).toBe(true);
    expect(within(payout).getByRole('option').textContent).toBe('Add an account first');
    expect(screen.getByText(en['PH.ERROR.FIELD_HAS_ERROR'])).toBeTruthy();
    expect(button().disabled).toBe(true);
    fireEvent.click(button());
    expect(onSubmit).not.toHaveBeenCalled();
    rerender({ overrides: {} });
    expect(textbox('Account').value).toBe('1234');
    fireEvent.click(button());
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ account: '1234' });
  });

  it('a locked field with nothing to choose says one thing, its lock: no "required", no empty-list error, after any attempt', async () => {
    const noAccounts: FormParameter = { name: 'payout', type: 'select', label: 'Payout account', is_required: true, options: [] };
    const { onSubmit } = renderCashierForm([account, noAccounts], { overrides: { payout: { disabled: true, error: 'APP.PAYOUT.NEW_ACCOUNT_DISABLED' } } });
    fireEvent.change(textbox('Account'), { target: { value: '1234' } });
    const form = document.querySelector('form');
    if (form !== null) fireEvent.submit(form);
    const payout = screen.getByRole<HTMLSelectElement>('combobox', { name: /Payout account/ });
    await waitFor(() => expect(document.getElementById(`${payout.id}__error`)?.textContent).toBe(en['APP.PAYOUT.NEW_ACCOUNT_DISABLED']));
    expect(screen.queryByText(en['PH.ERROR.FIELD_REQUIRED'])).toBeNull();
    expect(screen.queryByText(en['APP.FORM.EMPTY_LIST'])).toBeNull();
    expect(payout.getAttribute('aria-describedby')).not.toContain('__empty');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('typing does not rebuild rjsf: one state derivation per keystroke, the change itself', () => {
    renderCashierForm([account]);
    const derive = vi.spyOn(Form.prototype, 'getStateFromProps');
    for (const typed of ['1', '12', '123', '1234', '12345', '123456']) fireEvent.change(textbox('Account'), { target: { value: typed } });
    expect(derive).toHaveBeenCalledTimes(6);
    derive.mockRestore();
  });

  it('keeps what was typed when any other prop changes (a new currency object, a new submit label)', () => {
    const { rerender } = renderCashierForm([account]);
    fireEvent.change(textbox('Account'), { target: { value: '4321' } });
    rerender({ currency: { alpha3: 'USD', precision: 2 } });
    rerender({ submitLabel: () => 'Pay now', submitting: true });
    rerender({ submitting: false });
    expect(textbox('Account').value).toBe('4321');
  });
});

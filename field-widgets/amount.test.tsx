// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { renderForm } from './render-form.testing.tsx';

const amount = { name: 'amount', type: 'amount', is_required: true, label: 'Amount' };

/** The hint as read, its no-break spaces (between amount and currency) read as spaces. */
const hint = (): string => (screen.getByText(/^APP\.FORM\.AMOUNT_HINT/).textContent ?? '').replace(/\u00a0/g, ' ');

afterEach(cleanup);

describe('the amount widget', () => {
  it('hints the method\'s minimum and maximum under the field', () => {
    renderForm([amount], { context: { limits: { min_amount: 1, max_amount: 10 } } });
    expect(hint()).toBe('APP.FORM.AMOUNT_HINT {"min":"1.00 EUR","max":"10.00 EUR"}');
  });

  it('hints ∞ for a maximum of 0 (no upper limit, as the info line says), never "to 0"', () => {
    renderForm([amount], { context: { limits: { min_amount: 1, max_amount: 0 } } });
    expect(hint()).toBe('APP.FORM.AMOUNT_HINT {"min":"1.00 EUR","max":"∞"}');
  });

  it('hints no range for a fixed amount (minimum = maximum, a checkout\'s order): the field holds it', () => {
    renderForm([amount], { context: { limits: { min_amount: 49.99, max_amount: 49.99 } } });
    expect(screen.queryByText(/^APP\.FORM\.AMOUNT_HINT/)).toBeNull();
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).not.toContain('__hint');
  });

  it.each([
    [0, '3000.50', '3 000.', '3000'],
    [0, '12,5', '12.', '12'],
    [2, '3000.505', '3 000.50', '3000.50'],
  ])('with %i decimals, %s typed key by key shows %j and sends %s: digits past the precision are dropped, never joined to the whole number', async (precision, keys, shown, sent) => {
    const onSubmit = vi.fn<(values: FormValues) => void>();
    renderForm([amount], { formContext: { currency: { alpha3: 'JPY', precision } }, context: { limits: { min_amount: 1, max_amount: 500000 } }, onSubmit });
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '' } });
    for (const key of keys) fireEvent.change(input, { target: { value: `${(input as HTMLInputElement).value}${key}` } });
    expect((input as HTMLInputElement).value).toBe(shown);
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ amount: sent });
  });
});

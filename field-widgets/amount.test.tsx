// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from './render-form.testing.tsx';

const CARD_PAN = { name: 'card_pan', type: 'cardPan', label: 'Card number', is_required: true };

afterEach(cleanup);

describe('the card number widget tells the brand (the merchant hears it as cardBrand)', () => {
  it('only when it changes: nothing for the empty field, visa once typed, null once cleared', () => {
    const onCardBrand = vi.fn();
    renderForm([CARD_PAN], { formContext: { onCardBrand } });
    expect(onCardBrand).not.toHaveBeenCalled();
    const input = screen.getByLabelText(/Card number/);
    fireEvent.change(input, { target: { value: '4111' } });
    fireEvent.change(input, { target: { value: '4111 1111' } });
    fireEvent.change(input, { target: { value: '' } });
    expect(onCardBrand.mock.calls).toEqual([['visa'], [null]]);
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from './render-form.testing.tsx';

afterEach(cleanup);

describe('the hidden widget', () => {
  it('shows no input for user_ip and keeps its value in the submitted data', () => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'ip', type: 'user_ip', label: 'IP address', user_requisite: '203.0.113.7' }], { onSubmit });
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(onSubmit).toHaveBeenCalledWith({ ip: '203.0.113.7' });
  });

  it.each([
    ['user_ip', 'user_ip', undefined],
    ['a card id', 'input', 'card_id'],
  ])('leaves no visible label for %s', (_, type, extendedType) => {
    renderForm([{ name: 'hidden_value', type, extended_type: extendedType ?? null, label: 'Do not show me' }]);
    const label = screen.queryByText('Do not show me');
    expect(label === null || label.closest('[hidden]') !== null).toBe(true);
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from './render-form.testing.tsx';

afterEach(cleanup);

describe('the info widget', () => {
  it('shows the server text as an inert note with no input', () => {
    renderForm([{ name: 'notice', type: 'info', label: 'Payouts take <b>1 day</b>' }]);
    expect(screen.getByRole('note').textContent).toBe('Payouts take <b>1 day</b>');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('adds no value to the form', () => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'notice', type: 'info', place_holder: 'Read this first' }], { onSubmit });
    expect(screen.getByRole('note').textContent).toBe('Read this first');
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    expect(onSubmit).toHaveBeenCalledWith({});
  });

  it('shows the text once, not also as a label', () => {
    renderForm([{ name: 'notice', type: 'info', label: 'Payouts take 1 day' }]);
    expect(screen.getAllByText('Payouts take 1 day')).toHaveLength(1);
  });
});

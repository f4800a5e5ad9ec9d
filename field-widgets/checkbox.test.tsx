// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from './render-form.testing.tsx';

const submit = (): void => void fireEvent.click(screen.getByRole('button', { name: /submit/i }));
const box = (name: RegExp): HTMLInputElement => screen.getByRole('checkbox', { name });

afterEach(cleanup);

describe('the checkbox widget', () => {
  it.each(['checkbox', 'check', 'user_verified'])('renders a %s as a checkbox that toggles and submits a boolean', (type) => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'agree', type, label: 'I agree' }], { onSubmit });
    expect(box(/I agree/).checked).toBe(false);
    fireEvent.click(box(/I agree/));
    expect(box(/I agree/).checked).toBe(true);
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ agree: true });
  });

  it('starts the card-save box ticked on checkout and submits false once unticked', () => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'save_card', type: 'checkbox', label: 'Save card' }], { onSubmit, context: { flow: 'checkout' } });
    expect(box(/Save card/).checked).toBe(true);
    fireEvent.click(screen.getByText('Save card', { selector: '.checkbox__text bdi' }));
    submit();
    expect(onSubmit).toHaveBeenLastCalledWith({ save_card: false });
  });

  it('asks for a required box to be ticked, and links the error to it', async () => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'terms', type: 'check', label: 'Accept the terms', is_required: true }], { onSubmit });
    expect(box(/Accept the terms/).getAttribute('aria-required')).toBe('true');
    submit();
    const error = await screen.findByText('PH.ERROR.FIELD_REQUIRED');
    expect(box(/Accept the terms/).getAttribute('aria-describedby')?.split(' ')).toContain(error.parentElement?.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows its label once, as the checkbox’s own label', () => {
    renderForm([{ name: 'save_card', type: 'checkbox', label: 'Save card' }], { context: { flow: 'checkout' } });
    expect(screen.getAllByText('Save card')).toHaveLength(1);
  });

  it('leaves the card-save box out of a deposit form (spec section 2: checkout only)', () => {
    renderForm([{ name: 'save_card', type: 'checkbox', label: 'Save card' }], { context: { flow: 'deposit' } });
    expect(screen.queryByText('Save card')).toBeNull();
  });
});

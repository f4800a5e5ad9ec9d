// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderForm } from './render-form.testing.tsx';

const banks = [
  { label: 'Alpha Bank', value: 'alpha' },
  { label: 'Beta Bank', value: 'beta', is_selected: true },
];
const select = (): HTMLSelectElement => screen.getByRole('combobox', { name: /Bank/ });
const submit = (): void => void fireEvent.click(screen.getByRole('button', { name: /submit/i }));

afterEach(cleanup);

describe('the select widget', () => {
  it('lists the server options with the one marked selected chosen', () => {
    renderForm([{ name: 'bank', type: 'select', label: 'Bank', is_required: true, options: banks }]);
    expect(within(select()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alpha Bank', 'Beta Bank']);
    expect(select().value).toBe('beta');
  });

  it('preselects a single option', () => {
    renderForm([{ name: 'bank', type: 'select', label: 'Bank', options: [{ label: 'Only Bank', value: 'only' }] }]);
    expect(select().value).toBe('only');
  });

  it('shows the required error after submitting with nothing chosen, and links it to the select', async () => {
    renderForm([{ name: 'bank', type: 'select', label: 'Bank', place_holder: 'Pick a bank', is_required: true, options: banks.map(({ label, value }) => ({ label, value })) }]);
    expect(select().value).toBe('');
    expect(screen.getByRole('option', { name: 'Pick a bank' })).toHaveProperty('disabled', true);
    submit();
    const error = await screen.findByText('PH.ERROR.FIELD_REQUIRED');
    expect(select().getAttribute('aria-invalid')).toBe('true');
    expect(select().getAttribute('aria-describedby')?.split(' ')).toContain(error.parentElement?.id);
  });

  it('submits the chosen value', () => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'bank', type: 'select', label: 'Bank', is_required: true, options: banks }], { onSubmit });
    fireEvent.change(select(), { target: { value: 'alpha' } });
    submit();
    expect(onSubmit).toHaveBeenCalledWith({ bank: 'alpha' });
  });

  it('submits as soon as a value is chosen when the method auto-submits', () => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'bank', type: 'select', label: 'Bank', is_required: true, options: [...banks, { label: 'Gamma', value: 'gamma' }] }], {
      context: { autoSubmit: true },
      onSubmit,
    });
    fireEvent.change(select(), { target: { value: 'gamma' } });
    expect(onSubmit).toHaveBeenCalledWith({ bank: 'gamma' });
  });

  it('shows the empty-list text and error, marked invalid, when the server sent no options', () => {
    renderForm([{ name: 'bank', type: 'select', label: 'Bank', place_holder_empty_list: 'No accounts yet', place_holder_empty_list_error: 'PH.NO_ACCOUNTS' }]);
    expect(screen.getByRole('option', { name: 'No accounts yet' })).toBeTruthy();
    expect(select().getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('PH.NO_ACCOUNTS');
    expect(select().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
  });

  it('says only why an empty required list cannot be chosen from: no PH.ERROR.FIELD_REQUIRED beside APP.FORM.EMPTY_LIST after a submit', () => {
    const onSubmit = vi.fn();
    renderForm([{ name: 'bank', type: 'select', label: 'Bank', is_required: true }], { onSubmit });
    submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('APP.FORM.EMPTY_LIST')).toBeTruthy();
    expect(screen.queryByText('PH.ERROR.FIELD_REQUIRED')).toBeNull();
    expect(select().getAttribute('aria-invalid')).toBe('true');
  });

  it('lays out every option, the prompt and the server texts, in its own direction (dir="auto")', () => {
    renderForm([{ name: 'bank', type: 'select', label: 'Bank', place_holder: 'Pick a bank', options: [{ label: 'DE89 •••• 3000 -', value: 'de' }] }]);
    expect(within(select()).getAllByRole('option').map((option) => option.getAttribute('dir'))).toEqual(['auto', 'auto']);
  });
});

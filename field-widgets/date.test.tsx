// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { ERROR_KEYS } from '../schemas/rules/error-keys.ts';
import { renderForm, sentPayload } from './render-form.testing.tsx';

const INVALID = 'APP.FORM.INVALID_DATE';

/** A date field through the compiler, rjsf and the registry's lazy widget, typed into once it has loaded. */
async function typeDate(typed: string, mask = 'DD.MM.YYYY') {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const form = renderForm([{ name: 'birth', type: 'date', label: 'Birth date', is_required: true, place_holder: mask }], { onSubmit });
  // The lazy widget's stand-in is a disabled input of the same name: wait for the widget itself.
  const input = await waitFor(
    () => {
      const field = screen.getByRole('textbox', { name: /Birth date/ }) as HTMLInputElement;
      if (field.disabled) throw new Error('the date widget is still loading');
      return field;
    },
    { timeout: 5000 },
  );
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: /submit/i }));
  return { input, onSubmit, form };
}

afterEach(cleanup);

describe('the date field type', () => {
  it('has the numeric keyboard and the mask length', async () => {
    const { input } = await typeDate('');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.maxLength).toBe(10);
  });

  it.each([
    ['24121990', 'DD.MM.YYYY', '24.12.1990', '1990-12-24T00:00:00.000Z'],
    ['24.12.1990', 'DD.MM.YYYY', '24.12.1990', '1990-12-24T00:00:00.000Z'],
    ['29022024', 'DD.MM.YYYY', '29.02.2024', '2024-02-29T00:00:00.000Z'],
    ['19901224', 'YYYY-MM-DD', '1990-12-24', '1990-12-24T00:00:00.000Z'],
    ['19901224', 'YYYY/MM/DD', '1990/12/24', '1990-12-24T00:00:00.000Z'],
  ])('accepts %s typed into %s, shows %s and sends %s', async (typed, mask, shown, sent) => {
    const { input, onSubmit, form } = await typeDate(typed, mask);
    expect(input.value).toBe(shown);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ birth: shown }));
    expect(sentPayload(form, onSubmit.mock.calls[0]?.[0] ?? {}).parameters).toEqual({ birth: sent });
    expect(screen.queryByText(INVALID)).toBeNull();
  });

  it.each([
    ['31.02.2020', 'DD.MM.YYYY'],
    ['29.02.2025', 'DD.MM.YYYY'],
    ['2025-13-01', 'YYYY-MM-DD'],
  ])('rejects %s (%s) with Invalid date, keeps the text and stores nothing', async (typed, mask) => {
    const { input, onSubmit } = await typeDate(typed, mask);
    expect(input.value).toBe(typed);
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText(ERROR_KEYS.FIELD_REQUIRED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps a partly typed date visible while the stored value is empty', async () => {
    const { input, onSubmit } = await typeDate('24.1');
    expect(input.value).toBe('24.1');
    expect(screen.queryByText(INVALID)).toBeNull();
    expect(await screen.findByText(ERROR_KEYS.FIELD_REQUIRED)).toBeTruthy();
    expect(input.value).toBe('24.1');
    fireEvent.change(input, { target: { value: '24.12' } });
    expect(input.value).toBe('24.12.');
    fireEvent.change(input, { target: { value: '24.12.1990' } });
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ birth: '24.12.1990' }));
  });
});

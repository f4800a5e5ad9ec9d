// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INCORRECT_IBAN } from '../schemas/rules/iban.ts';
import { renderForm } from './render-form.testing.tsx';

const IBAN_PARAMETER = { name: 'payout_iban', type: 'iban', label: 'IBAN', is_required: true };

/** The real path: compiled form, rjsf, the registry's widget and the precompiled validator; submitting shows errors. */
function submitIban(typed: string): void {
  renderForm([IBAN_PARAMETER]);
  fireEvent.change(screen.getByLabelText(/IBAN/), { target: { value: typed } });
  fireEvent.click(screen.getByRole('button', { name: /submit/i }));
}

afterEach(cleanup);

describe('the iban field type', () => {
  it('compiles with no problem to the iban widget', () => {
    const form = renderForm([IBAN_PARAMETER]);
    expect(form.problems).toEqual([]);
    expect(form.uiSchema['payout_iban']).toMatchObject({ 'ui:widget': 'iban' });
  });

  it.each([
    ['a wrong check digit', 'DE89 3704 0044 0532 0130 01', INCORRECT_IBAN],
    ['a German IBAN one digit short', 'DE89 3704 0044 0532 0130 0', INCORRECT_IBAN],
    ['a German IBAN typed in lower case (upper-cased as typed)', 'de89 3704 0044 0532 0130 00', null],
    ['the German example IBAN', 'DE89 3704 0044 0532 0130 00', null],
  ])('gives %s the error %s', async (_, typed, error) => {
    submitIban(typed);
    expect((screen.getByLabelText(/IBAN/) as HTMLInputElement).value).toBe(typed.toUpperCase());
    if (error === null) expect(screen.queryByText(INCORRECT_IBAN)).toBeNull();
    else expect(await screen.findByText(error)).toBeTruthy();
  });

  it('shows the required error for an empty IBAN', async () => {
    submitIban('');
    expect(await screen.findByText('PH.ERROR.FIELD_REQUIRED')).toBeTruthy();
  });
});

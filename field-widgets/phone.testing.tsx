import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import type { PhoneCountryEntry } from '../schemas/server/v1/types.ts';
import { renderForm, sentPayload } from './render-form.testing.tsx';

// The phone field's test helpers, shared by its test files (phone*.test.tsx).

export interface PhoneCase {
  type?: string;
  extendedType?: string;
  language?: string;
  userRequisite?: string;
  /** The select answer's `countries`. */
  countries?: PhoneCountryEntry[];
}

export const country = (iso: string, phonecode: number, nicename: string, telephoneMasks: string[]): PhoneCountryEntry => ({ iso, phonecode, nicename, telephoneMasks });
/** The countries of the fixture withdrawal-phone: mobile money in East and West Africa. */
export const MOBILE_MONEY = [country('KE', 254, 'Kenya', ['XXX XXX XXX']), country('UG', 256, 'Uganda', ['XXX XXX XXX']), country('NG', 234, 'Nigeria', ['XXX XXX XXXX'])];

/** A phone field through the compiler, rjsf and the registry's lazy widget; resolves once the widget has loaded. */
export async function renderPhone({ type = 'phone', extendedType, language = 'en', userRequisite, countries }: PhoneCase = {}) {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  const param = { name: 'phone', type, label: 'Phone', is_required: true, extended_type: extendedType ?? null, user_requisite: userRequisite ?? null };
  const form = renderForm([param], { formContext: { language }, onSubmit, ...(countries === undefined ? {} : { context: { phoneCountries: countries } }) });
  // The first render loads the widget's chunk and the phone metadata.
  const flag = await screen.findByRole('button', { name: /^APP\.PHONE\.(NO_)?COUNTRY/ }, { timeout: 5000 });
  const input = screen.getByLabelText(/Phone/) as HTMLInputElement;
  /** Submits and resolves to the payload's parameters: what the server receives, not the form data. */
  const send = async (): Promise<unknown> => {
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    return sentPayload(form, onSubmit.mock.calls[0]?.[0] ?? {}).parameters;
  };
  return { flag, input, onSubmit, send };
}

/** Types `keys` one key at a time, each appended to what the input shows, as a user does. */
export function typeKeys(input: HTMLInputElement, keys: string): void {
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

/** The country the flag button names: its name, or the key of its no-country name. */
export const countryOf = (flag: HTMLElement): string => {
  const name = flag.getAttribute('aria-label') ?? '';
  return name.startsWith('APP.PHONE.COUNTRY ') ? JSON.parse(name.replace(/^APP\.PHONE\.COUNTRY /, '')).name : name;
};

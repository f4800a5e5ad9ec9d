import { describe, expect, it } from 'vitest';
import { fieldTypes } from '../../field-widgets/registry.ts';
import { compileForm, type FormContext } from '../compiler/compile-form.ts';
import type { FormValue } from '../compiler/compiled-form.ts';
import type { FormParameter } from '../server/v1/types.ts';
import { browserData } from './browser-data.ts';
import { buildSubmission } from './build-submission.ts';
import { ExactNumber, toJson } from './exact-number.ts';
import type { ParameterValue } from './submission.ts';
import { TEST_BROWSER } from './browser-data.testing.ts';

const context: FormContext = {
  flow: 'deposit',
  currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 },
  limits: { min_amount: 10, max_amount: 5000 },
};
const env = TEST_BROWSER;

function exact(digits: string): ExactNumber {
  const number = ExactNumber.of(digits);
  if (number === null) throw new Error(`${digits} is no number`);
  return number;
}

/** What a server parameter typed as `value` sends in `parameters`: undefined means the field is dropped. */
const cases: ReadonlyArray<[string, FormParameter, FormValue | undefined, ParameterValue | undefined]> = [
  ['text as typed', { name: 'promo', type: 'input' }, 'WELCOME', 'WELCOME'],
  ['blank text dropped', { name: 'promo', type: 'input' }, '   ', undefined],
  ['empty text dropped', { name: 'promo', type: 'input' }, undefined, undefined],
  ['a select value as text', { name: 'bank', type: 'select', options: [{ label: 'A', value: 'a' }, { label: 'B', value: 'b' }] }, 'b', 'b'],
  ['Float as a number', { name: 'weight', type: 'input', data_type: 'Float' }, '12.50', exact('12.50')],
  ['Integer as a number', { name: 'count', type: 'input', data_type: 'Integer' }, '7', exact('7')],
  ['a decimal comma read as a point', { name: 'weight', type: 'input', data_type: 'Float' }, '12,5', exact('12.5')],
  ['a blank number dropped', { name: 'count', type: 'input', data_type: 'Integer' }, '', undefined],
  ['Boolean text as a boolean', { name: 'flag', type: 'input', data_type: 'Boolean' }, 'true', true],
  ['a ticked checkbox as true', { name: 'terms', type: 'checkbox' }, true, true],
  ['an unticked checkbox as false', { name: 'terms', type: 'checkbox' }, false, false],
  ['DD.MM.YYYY as the ISO UTC date', { name: 'born', type: 'date', place_holder: 'DD.MM.YYYY' }, '24.12.1990', '1990-12-24T00:00:00.000Z'],
  ['a date with no mask as DD.MM.YYYY', { name: 'born', type: 'date' }, '24.12.1990', '1990-12-24T00:00:00.000Z'],
  ['YYYY-MM-DD as the ISO UTC date', { name: 'born', type: 'date', place_holder: 'YYYY-MM-DD' }, '1990-12-24', '1990-12-24T00:00:00.000Z'],
  ['YYYY/MM/DD as the ISO UTC date', { name: 'born', type: 'date', place_holder: 'YYYY/MM/DD' }, '1990/12/24', '1990-12-24T00:00:00.000Z'],
  ['a blank date as an empty string', { name: 'born', type: 'date', place_holder: 'YYYY-MM-DD' }, undefined, ''],
  ['a phone as stored', { name: 'tel', type: 'phone' }, '+442079460958', '+442079460958'],
  ['an info text dropped', { name: 'note', type: 'info', label: 'Read me' }, 'Read me', undefined],
  ['an uploaded document as its server id', { name: 'doc', type: 'file_upload' }, 'doc_58e1a0', 'doc_58e1a0'],
  ['the credit-card marker dropped', { name: 'cc', type: 'input', extended_type: 'credit_card' }, 'x', undefined],
  ['the amount dropped (sent at the top)', { name: 'amount', type: 'amount' }, '25', undefined],
];

describe('what a form field sends in parameters, by its encoding (spec section 5)', () => {
  it.each(cases)('%s', (_, parameter, value, sent) => {
    const form = compileForm([parameter], context, fieldTypes);
    expect(form.problems).toEqual([]);
    const name = form.fields[0]?.name ?? '';
    const payload = buildSubmission({ fields: form.fields, values: { [name]: value }, currency: 'EUR', browserData: browserData(env), fingerprint: 'fp' });
    expect(payload.parameters).toEqual(sent === undefined ? {} : { [name]: sent });
  });
});

describe('a numeric parameter on the wire', () => {
  it('keeps every digit of an Integer longer than a JS number holds (an account number) and of a Float', () => {
    const form = compileForm(
      [
        { name: 'account', type: 'input', data_type: 'Integer' },
        { name: 'rate', type: 'input', data_type: 'Float' },
      ],
      context,
      fieldTypes,
    );
    const payload = buildSubmission({
      fields: form.fields,
      values: { account: '12345678901234567890', rate: '0.10000000000000000555' },
      currency: 'EUR',
      browserData: browserData(env),
      fingerprint: 'fp',
    });
    expect(toJson(payload.parameters)).toBe('{"account":12345678901234567890,"rate":0.10000000000000000555}');
  });
});

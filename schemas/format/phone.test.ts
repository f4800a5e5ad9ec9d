import { describe, expect, it } from 'vitest';
import { applyMask, detectCountry, flagCountry, flagEmoji, maskFor, numberBesideDialCode, phoneInput, typedPhoneNumber, type DialCountry, type PhoneEntry } from './phone.ts';

describe('phoneInput (what a phone field keeps of the typed text)', () => {
  it.each([
    ['+44 20 7946 0958', { digits: '442079460958', international: true }],
    ['(020) 7946-0958', { digits: '02079460958', international: false }],
    ['+7+44 20 7946 0958', { digits: '442079460958', international: true }],
    ['+1+', { digits: '', international: true }],
    ['1234567890123456789', { digits: '123456789012345', international: false }],
    ['020.7946.0958', { digits: '02079460958', international: false }],
    ['+44 20 79A6', null],
    ['+44_20', null],
    ['+7 хх', null],
    // A link's scheme and the international notation's trunk prefix in brackets are no digits of the number.
    ['tel:+256772123456', { digits: '256772123456', international: true }],
    ['TEL:0772 123 456', { digits: '0772123456', international: false }],
    ['+44 (0)20 7946 0958', { digits: '442079460958', international: true }],
    ['+256 (0) 772 123 456', { digits: '256772123456', international: true }],
    ['(020) 7946-0958', { digits: '02079460958', international: false }],
  ])('%j -> %j', (typed, expected) => {
    expect(phoneInput(typed)).toEqual(expected);
  });
});

describe('numberBesideDialCode (a whole number pasted beside a dial code shown alone)', () => {
  const UGANDA: DialCountry = { iso: 'UG', dialCode: '256' };
  it.each([
    ['+256256772123456', '+256', '256772123456'],
    ['+256 256 772 123 456', '+256', ' 256 772 123 456'],
    ['256772123456+256', '+256', '256772123456'],
    ['0772123456+256', '+256', '0772123456'],
    ['+256+256772123456', '+256', '+256772123456'],
  ])('%j over %j reads %j', (typed, previous, number) => {
    expect(numberBesideDialCode(typed, previous, UGANDA)).toBe(number);
  });
  it.each([
    ['+2567', '+256', 'a keystroke after the dial code'],
    ['+256772123456', '+256', 'a national number after it (already read so)'],
    ['+256256', '+256', 'the dial code alone once more'],
    ['7+256', '+256', 'one digit before the plus'],
    ['+256 772 1234', '+256 772 123', 'a number already begun'],
    ['+44 20 7946 0256', '+256', 'a whole number pasted over it'],
    ['256772123456', '', 'an empty field'],
  ])('%j over %j is no such paste: %s', (typed, previous) => {
    expect(numberBesideDialCode(typed, previous, UGANDA)).toBeNull();
  });
  it('needs a chosen country', () => {
    expect(numberBesideDialCode('+256256772123456', '+256', undefined)).toBeNull();
  });
  it.each([
    ['+777012345678', '77012345678'],
    ['+77012345678', null],
  ])('Kazakhstan shows +7 alone (its dial code 77): %j reads %j', (typed, number) => {
    expect(numberBesideDialCode(typed, '+7', { iso: 'KZ', dialCode: '77', callingCode: '7' })).toBe(number);
  });
});

/** Metadata order: the main country of a shared dial code first. */
const COUNTRIES: DialCountry[] = [
  { iso: 'US', dialCode: '1' },
  { iso: 'BS', dialCode: '1242', callingCode: '1' },
  { iso: 'CA', dialCode: '1' },
  { iso: 'GB', dialCode: '44' },
  { iso: 'GG', dialCode: '44' },
  { iso: 'CZ', dialCode: '420' },
  { iso: 'SK', dialCode: '421' },
  { iso: 'RU', dialCode: '7' },
  { iso: 'KZ', dialCode: '77', callingCode: '7' },
  { iso: 'BR', dialCode: '55' },
];

describe('detectCountry (longest matching dial code)', () => {
  it.each([
    ['12125551234', undefined, 'US'],
    ['12425551234', undefined, 'BS'],
    ['124', undefined, 'US'],
    ['12125551234', 'CA', 'CA'],
    ['12425551234', 'CA', 'BS'],
    ['442079460958', undefined, 'GB'],
    ['442079460958', 'GG', 'GG'],
    ['420601123456', 'US', 'CZ'],
    ['42', undefined, undefined],
    ['4', undefined, undefined],
    ['77012345678', 'RU', 'KZ'],
    ['79161234567', undefined, 'RU'],
    // Kazakhstan chosen, only its calling code +7 shown: still Kazakhstan, until a digit says Russia.
    ['7', 'KZ', 'KZ'],
    ['7', undefined, 'RU'],
    ['74', 'KZ', 'RU'],
    ['12', 'BS', 'BS'],
    ['121', 'BS', 'US'],
    ['', undefined, undefined],
  ])('%s (preferring %s) -> %s', (digits, preferred, iso) => {
    expect(detectCountry(digits, COUNTRIES, preferred)?.iso).toBe(iso);
  });
});

describe('flagCountry (spec section 3: the flag of a language-style code, never the phone field\'s default)', () => {
  it.each([
    ['uk', 'UA'],
    ['en', 'US'],
    ['en-GB', 'US'],
    ['hi', 'IN'],
    ['sw', 'NE'],
    ['de', 'DE'],
    ['', 'UN'],
    [undefined, 'UN'],
    ['1x', 'UN'],
  ])('%j -> %s', (language, iso) => {
    expect(flagCountry(language)).toBe(iso);
  });
});

describe('flagEmoji', () => {
  it.each([
    ['GB', '🇬🇧'],
    ['ua', '🇺🇦'],
    ['uk', '🇺🇦'],
    ['en', '🇺🇸'],
    ['sw', '🇳🇪'],
    ['UN', '🌐'],
    ['', '🌐'],
  ])('%j -> %s', (iso, flag) => {
    expect(flagEmoji(iso)).toBe(flag);
  });
});

describe('typedPhoneNumber (one keystroke in an international phone field)', () => {
  it.each([
    ['+', '1', { digits: '', plus: true }],
    ['', '1', { digits: '', plus: false }],
    ['+5', '1', { digits: '5', plus: false }],
    ['5', '1', { digits: '15', plus: false }],
    ['1', '1', { digits: '1', plus: false }],
    ['5', undefined, { digits: '5', plus: false }],
    ['+1 2125', '1', { digits: '12125', plus: false }],
    // A whole national number filled or pasted over "+256" after choosing Uganda: Uganda's number, not +7 (Russia).
    ['772123456', '256', { digits: '256772123456', plus: false }],
    // The plus deleted from "+256 772": the digits still begin with the dial code.
    ['256 772', '256', { digits: '256772', plus: false }],
    ['+44 20a', '1', null],
  ])('%j (dial code %s) -> %j', (typed, dialCode, entry) => {
    expect(typedPhoneNumber(typed, dialCode === undefined ? undefined : { iso: 'XX', dialCode })).toEqual(entry);
  });

  const dropZero = (national: string): string => national.replace(/^0/, '');
  it.each([
    ['0772123456', '256', '256772123456'],
    ['+256 0772', '256', '256772'],
    ['+2560', '256', '256'],
    ['+44 0772', '256', '440772'],
    ['+256 8772', '256', '2568772'],
  ])('%j (dial code %s, trunk 0) -> %s: the trunk prefix only after the chosen dial code', (typed, dialCode, digits) => {
    expect(typedPhoneNumber(typed, { iso: 'XX', dialCode }, dropZero)?.digits).toBe(digits);
  });

  // Kazakhstan's dial code 77 holds the first digit of its numbers (7xx): a national number follows the calling code 7.
  const KAZAKHSTAN = { iso: 'KZ', dialCode: '77', callingCode: '7' };
  it.each([
    ['7012345678', '77012345678'],
    ['77012345678', '77012345678'],
    ['+7 701 234 5678', '77012345678'],
  ])('%j in Kazakhstan -> %s: its leading 7 is never doubled', (typed, digits) => {
    expect(typedPhoneNumber(typed, KAZAKHSTAN)?.digits).toBe(digits);
  });
  it.each([
    ['7771234567', true, '77771234567'],
    ['7771234567', false, '7771234567'],
    ['+7771234567', true, '7771234567'],
  ])('%j in Kazakhstan, national number %s -> %s: digits beginning 77 without a plus are whole unless `national` says so', (typed, national, digits) => {
    expect(typedPhoneNumber(typed, KAZAKHSTAN, undefined, () => national)?.digits).toBe(digits);
  });
});

describe('maskFor and applyMask (spec section 5: masks chosen by length; X a digit)', () => {
  const MASKS = ['XXX XXX XXXX', 'XXX XXX XXX'];
  it.each([
    [3, 'XXX XXX XXX'],
    [9, 'XXX XXX XXX'],
    [10, 'XXX XXX XXXX'],
    [12, 'XXX XXX XXXX'],
  ])('%i digits take %j', (count, mask) => {
    expect(maskFor(count, MASKS)).toBe(mask);
  });
  it.each([
    ['772', 'XXX XXX XXX', '772'],
    ['7721', 'XXX XXX XXX', '772 1'],
    ['772123456', 'XXX XXX XXX', '772 123 456'],
    ['7721234567', 'XXX XXX XXX', '772 123 4567'],
    ['2125551234', '(XXX) XXX-XXXX', '(212) 555-1234'],
    ['77', undefined, '77'],
  ])('%s in %j shows %j', (digits, mask, shown) => {
    expect(applyMask(digits, mask)).toBe(shown);
  });
});

/** Types `keys` one at a time into an empty field, each over what the field showed after the key before. */
function typeKeys(keys: string, dialCode: string): PhoneEntry {
  let entry: PhoneEntry = { digits: '', plus: false };
  let shown = '';
  for (const key of keys) {
    entry = typedPhoneNumber(shown + key, { iso: 'XX', dialCode }) ?? entry;
    shown = entry.plus ? '+' : entry.digits === '' ? '' : `+${entry.digits}`;
  }
  return entry;
}

describe('typing a number key by key, the default country US (lang=en): the country follows the digits', () => {
  it.each([
    ['+55 11 91234 5678', '5511912345678', 'BR'],
    ['+44 7700 900123', '447700900123', 'GB'],
    ['+7 701 234 5678', '77012345678', 'KZ'],
    ['+1 212 555 1234', '12125551234', 'US'],
    ['212 555 1234', '12125551234', 'US'],
    ['1 212 555 1234', '12125551234', 'US'],
    ['+44 20x', '4420', 'GB'],
  ])('%s -> +%s (%s)', (keys, digits, iso) => {
    const entry = typeKeys(keys, '1');
    expect(entry).toEqual({ digits, plus: false });
    expect(detectCountry(entry.digits, COUNTRIES)?.iso).toBe(iso);
  });
});

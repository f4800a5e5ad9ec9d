import { describe, expect, it } from 'vitest';
import type { PhoneCountry } from './countries.ts';
import { filterCountries } from './country-dialog.tsx';

const COUNTRIES: PhoneCountry[] = [
  { iso: 'CI', dialCode: '225', name: 'Côte d’Ivoire' },
  { iso: 'UG', dialCode: '256', name: 'أوغندا', englishName: 'Uganda' },
  { iso: 'GB', dialCode: '44', name: 'United Kingdom' },
  { iso: 'US', dialCode: '1', name: 'United States' },
];

describe('filterCountries (the select-country search)', () => {
  it.each([
    ['cote', ['CI']],
    ["cote d'ivoire", ['CI']],
    ['united  kingdom', ['GB']],
    ['CÔTE', ['CI']],
    ['unit', ['GB', 'US']],
    ['gb', ['GB']],
    ['+256', ['UG']],
    ['(256)', ['UG']],
    ['٢٥٦', ['UG']],
    ['2', ['CI', 'UG']],
    ['', ['CI', 'UG', 'GB', 'US']],
    ['xyz', []],
    // Named in Arabic, found by its English name too.
    ['ugan', ['UG']],
    ['أوغ', ['UG']],
  ])('%j finds %j', (query, isos) => {
    expect(filterCountries(COUNTRIES, query).map((country) => country.iso)).toEqual(isos);
  });
});

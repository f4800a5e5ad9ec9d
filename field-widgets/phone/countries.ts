import { AsYouType, Metadata, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import type { PhoneFieldCountry } from '../../schemas/compiler/compiled-form.ts';
import { applyMask, callingCodeOf, detectCountry, maskFor, type DialCountry } from '../../schemas/format/phone.ts';
import { PHONE_DIGITS } from '../../schemas/rules/phone.ts';

/** A country of the select-country list: ISO code, full dial code and its name in the user's language. */
export interface PhoneCountry extends DialCountry {
  name: string;
  /** Its English name, which the search also finds (a user of any language may know a country by it). */
  englishName?: string;
}

/** The countries a phone field offers, and how it writes their numbers. */
export interface PhoneCountryList {
  /** Sorted by name in the user's language: the select-country list. */
  byName: readonly PhoneCountry[];
  /** In detection order: the main country of a shared dial code first. */
  byDialCode: readonly DialCountry[];
  /** `digits` as shown: a whole number (dial code first) when `iso` is undefined, else a national number of `iso`. */
  format: (digits: string, iso: string | undefined) => string;
  /** A national number of `iso` as typed, less its trunk prefix (0, or 8 in Russia): what follows the dial code. */
  significant: (national: string, iso: string) => string;
}

/**
 * Every country with its full dial code, from the phone metadata: the main country of a shared calling code first,
 * the others carrying their leading digits when those are plain digits (`1242` Bahamas, `77` Kazakhstan).
 */
function dialCountries(): (DialCountry & { iso: CountryCode })[] {
  const plan = new Metadata(metadata);
  // Non-geographic calling codes (+800, +882) list the pseudo-country 001: no flag, not in the list.
  return Object.entries(metadata.country_calling_codes).flatMap(([callingCode, countries]) =>
    countries.filter((iso) => Object.hasOwn(metadata.countries, iso)).map((iso, index) => {
      plan.selectNumberingPlan(iso);
      const leading: unknown = index === 0 ? undefined : plan.numberingPlan?.leadingDigits();
      return { iso, dialCode: typeof leading === 'string' && /^\d+$/.test(leading) ? callingCode + leading : callingCode, callingCode };
    }),
  );
}

/** `countries` named in `language` (`fallback` where Intl knows no name), sorted by that name. */
function sortedByName<Country extends DialCountry>(countries: readonly Country[], language: string, fallback: (country: Country) => string): PhoneCountry[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'none' });
  const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  return countries
    .map((country) => ({ ...country, name: names.of(country.iso) ?? fallback(country), englishName: englishNames.of(country.iso) ?? fallback(country) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

const DIAL_COUNTRIES = dialCountries();

/** `iso` as a country the phone metadata knows, or undefined (UN, a code no country has). */
const metadataCountry = (iso: string): CountryCode | undefined => DIAL_COUNTRIES.find((country) => country.iso === iso)?.iso;
const everyCountryByLanguage = new Map<string, PhoneCountryList>();

/** A number formatted as typed by the phone metadata: a whole number after a plus, or national digits of `iso`. */
function formatByMetadata(digits: string, iso: string | undefined): string {
  if (digits === '' || iso === undefined) return digits === '' ? '' : new AsYouType(undefined, metadata).input(`+${digits}`);
  const known = metadataCountry(iso);
  return known === undefined ? digits : new AsYouType(known, metadata).input(digits);
}

/**
 * `national` typed in `iso` less the trunk prefix the phone metadata drops (0, 8 in Russia; Italy keeps its 0). A
 * number too short to read yet (the 0 typed first) is read with digits after it.
 */
function significantByMetadata(national: string, iso: string): string {
  const known = metadataCountry(iso);
  if (known === undefined) return national;
  const sample = national.padEnd(PHONE_DIGITS.min + 1, '5');
  const reader = new AsYouType(known, metadata);
  reader.input(sample);
  const read = reader.getNumber()?.nationalNumber ?? sample;
  return national.slice(Math.max(0, sample.length - read.length));
}

/**
 * Whether `digits`, typed without a plus and beginning with `country`'s dial code, are its national number rather than
 * a whole one: only that reading has a length the phone metadata allows (Kazakhstan's 777 123 4567 after +7 is
 * +7 777 123 4567; read whole, +7 771 234 567 is a digit short). Where both or neither do, they are a whole number.
 */
export function isNationalNumber(digits: string, country: DialCountry): boolean {
  const known = metadataCountry(country.iso);
  if (known === undefined) return false;
  const plan = new Metadata(metadata);
  plan.selectNumberingPlan(known);
  const lengths = plan.numberingPlan?.possibleLengths() ?? [];
  return !lengths.includes(digits.length - callingCodeOf(country).length) && lengths.includes(significantByMetadata(digits, known).length);
}

/** Every country of the phone metadata, named in `language` (English where unknown). Cached per language. */
export function everyCountry(language: string): PhoneCountryList {
  const cached = everyCountryByLanguage.get(language);
  if (cached !== undefined) return cached;
  const list = { byName: sortedByName(DIAL_COUNTRIES, language, (country) => country.iso), byDialCode: DIAL_COUNTRIES, format: formatByMetadata, significant: significantByMetadata };
  everyCountryByLanguage.set(language, list);
  return list;
}

/**
 * Only the server's countries (the method's `countries`), named in `language` or by the server, their numbers laid
 * into their own masks (spec section 3: telephoneMasks, X a digit; chosen by length). The server's order decides
 * between countries of one dial code.
 */
export function offeredCountries(countries: readonly PhoneFieldCountry[], language: string): PhoneCountryList {
  const national = (digits: string, country: PhoneFieldCountry | undefined): string => applyMask(digits, maskFor(digits.length, country?.masks ?? []));
  return {
    byName: sortedByName(countries, language, (country) => country.name ?? country.iso),
    byDialCode: countries,
    // The server's masks hold the number after the dial code; a national number written with its 0 fits them without it.
    significant: (national) => national.replace(/^0/, ''),
    format: (digits, iso) => {
      if (iso !== undefined) return national(digits, countries.find((country) => country.iso === iso));
      const country = detectCountry(digits, countries);
      if (country === undefined) return digits === '' ? '' : `+${digits}`;
      const rest = digits.slice(country.dialCode.length);
      return `+${country.dialCode}${rest === '' ? '' : ` ${national(rest, country)}`}`;
    },
  };
}

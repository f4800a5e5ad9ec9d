import { AsYouType, Metadata, type CountryCode } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import type { DialCountry } from '../../schemas/format/phone.ts';

/** A country of the select-country list: ISO code, full dial code and its name in the user's language. */
export interface PhoneCountry extends DialCountry {
  name: string;
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
      return { iso, dialCode: typeof leading === 'string' && /^\d+$/.test(leading) ? callingCode + leading : callingCode };
    }),
  );
}

const DIAL_COUNTRIES = dialCountries();
const byLanguage = new Map<string, readonly PhoneCountry[]>();

/** The dial countries with their names in `language` (English where unknown), sorted by name. Cached per language. */
export function phoneCountries(language: string): readonly PhoneCountry[] {
  const cached = byLanguage.get(language);
  if (cached !== undefined) return cached;
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const countries = DIAL_COUNTRIES.map((country) => ({ ...country, name: names.of(country.iso) ?? country.iso }));
  // Detection keeps the metadata order (main country first); the list the user reads is sorted by name.
  const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name, language));
  byLanguage.set(language, sorted);
  return sorted;
}

/** The dial countries in metadata order, as longest-dial-code detection wants them. */
export function detectionOrder(): readonly DialCountry[] {
  return DIAL_COUNTRIES;
}

/** `iso` as a country the metadata knows, or undefined (UN, a language code that is no country). */
export function phoneCountry(iso: string | undefined): CountryCode | undefined {
  return DIAL_COUNTRIES.find((country) => country.iso === iso)?.iso;
}

/** A number formatted as typed: international digits (dial code first) after a plus, or national digits of `country`. */
export function formatPhone(digits: string, country: string | undefined): string {
  if (digits === '') return '';
  const known = phoneCountry(country);
  if (country === undefined) return new AsYouType(undefined, metadata).input(`+${digits}`);
  return known === undefined ? digits : new AsYouType(known, metadata).input(digits);
}

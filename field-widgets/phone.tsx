import { useMemo, useRef, useState, type ReactNode } from 'react';
import { NO_PHONE_COUNTRY, callingCodeOf, detectCountry, flagEmoji } from '../schemas/format/phone.ts';
import { rule as profilePhone } from '../schemas/rules/profile-phone.ts';
import { MaskedInput, type CashierWidgetProps } from './masked-input.tsx';
import type { PhoneFieldCountry } from '../schemas/compiler/compiled-form.ts';
import { everyCountry, offeredCountries, type PhoneCountry } from './phone/countries.ts';
import { CountryDialog } from './phone/country-dialog.tsx';
import { useOverlay } from './use-overlay.ts';
import { LONE_PLUS, dialCodeMode, phoneDigitsOf, phoneMask, storedPhone } from './phone/phone-value.ts';
import './phone/phone.css';

const isOfferedCountry = (country: unknown): country is PhoneFieldCountry =>
  typeof country === 'object' && country !== null && typeof Reflect.get(country, 'iso') === 'string' &&
  typeof Reflect.get(country, 'dialCode') === 'string' && Array.isArray(Reflect.get(country, 'masks'));

/** The countries of `ui:options.countries` (the server's), or undefined when the field offers every country. */
function readOfferedCountries(countries: unknown): PhoneFieldCountry[] | undefined {
  const offered = Array.isArray(countries) ? countries.filter(isOfferedCountry) : [];
  return offered.length > 0 ? offered : undefined;
}

/**
 * A phone number (`phone`, `user_phone`, `userPhoneVisible`): a flag button opening the select-country dialog and the
 * number masked as typed. With a dial code, the flag follows the typed digits (longest matching dial code); without
 * one, the chosen country formats the national number. The server's countries, when it names them, are the only ones
 * offered, and their masks format the number. A visible profile phone is shown read-only.
 */
export default function PhoneWidget(props: CashierWidgetProps): ReactNode {
  const { translate, language = 'en', overlays } = props.registry.formContext;
  const mode = dialCodeMode(props.options);
  const fromProfile = profilePhone.read((props.schema as { 'x-rule'?: Readonly<Record<string, unknown>> })['x-rule']) === true;
  const optionCountries = props.options['countries'];
  const offered = useMemo(() => readOfferedCountries(optionCountries), [optionCountries]);
  const list = useMemo(() => (offered === undefined ? everyCountry(language) : offeredCountries(offered, language)), [offered, language]);
  const countries = list.byName;
  // Spec section 9: no country (UN) until the digits or the user name one; the language only names the countries.
  // A server that offers one country has named it.
  const [chosen, setChosen] = useState<string>(offered?.length === 1 ? (offered[0]?.iso ?? NO_PHONE_COUNTRY) : NO_PHONE_COUNTRY);
  // The country list is a page of its own, /select-country, over the form.
  const [open, setOpen] = useOverlay(overlays, 'selectCountry', props.id);
  const flag = useRef<HTMLButtonElement>(null);
  const digits = phoneDigitsOf(props.value);
  // A lone plus stores nothing, so it lives here (without it the next digits would start from the default dial code),
  // as the form's digits it was typed over. It yields to the form's next digits, never to the keystroke typed after it:
  // that reaches the form a frame later (reportEchoed), and a field meanwhile given neither the plus nor the digits
  // would be drawn blank, a key typed in that frame lost. It lasts while the user is in the field: left, the field shows
  // what the form holds, so its required error is not drawn beside a "+", and a reset, a prefill or a country chosen
  // that leaves the form empty (made while the user is elsewhere) finds no plus to draw over it.
  const [plusOver, setPlusOver] = useState<string | null>(null);
  if (plusOver !== null && plusOver !== digits) setPlusOver(digits === '' ? '' : null);
  const chosenCountry = countries.find((country) => country.iso === chosen);
  const chosenCallingCode = chosenCountry === undefined ? undefined : callingCodeOf(chosenCountry);
  const shown = mode === 'without' || digits === '' ? chosen : (detectCountry(digits, list.byDialCode, chosen)?.iso ?? NO_PHONE_COUNTRY);
  const shownCountry = countries.find((country) => country.iso === shown);
  // The button shows its country's ISO code, so its name starts with it (WCAG 2.5.3); with none, it says so.
  const flagName = shownCountry === undefined ? translate('APP.PHONE.NO_COUNTRY') : translate('APP.PHONE.COUNTRY', { name: shownCountry.name, iso: shownCountry.iso });

  const choose = (country: PhoneCountry): void => {
    setOpen(false);
    setChosen(country.iso);
    // A number that already starts with the chosen dial code is kept, read as that country's (+256 0772… loses the
    // trunk 0 its display would drop); any other is replaced by its calling code (+7 for Kazakhstan, never +7 7).
    if (mode === 'without') {
      if (country.iso !== chosen) props.onChange(undefined);
    } else if (!digits.startsWith(country.dialCode)) {
      props.onChange(storedPhone(callingCodeOf(country), mode));
    } else {
      const read = phoneMask(mode, list, country)(`+${digits}`, '').value;
      if (read !== digits) props.onChange(storedPhone(read, mode));
    }
  };
  const locked = props.disabled || props.readonly || fromProfile;
  const widget: CashierWidgetProps = {
    ...props,
    readonly: props.readonly || fromProfile,
    placeholder: props.placeholder || (mode === 'without' || fromProfile || chosenCallingCode === undefined ? '' : `+${chosenCallingCode}`),
    value: mode === 'without' ? digits : digits === '' ? (plusOver === null ? '' : LONE_PLUS) : `+${digits}`,
    onChange: (next: unknown) => {
      const typed = phoneDigitsOf(next);
      if (typed === '') setPlusOver(next === LONE_PLUS ? digits : null);
      props.onChange(storedPhone(typed, mode));
    },
    onBlur: (id: string, shownValue: unknown) => {
      setPlusOver(null);
      props.onBlur(id, storedPhone(phoneDigitsOf(shownValue), mode));
    },
    onFocus: (id: string) => props.onFocus(id, props.value),
  };
  return (
    <div className="phone">
      <button
        ref={flag}
        type="button"
        className="phone__flag"
        aria-label={flagName}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={locked}
        onClick={() => setOpen(true)}
      >
        {shown === NO_PHONE_COUNTRY ? (
          // No country yet: a drawn globe, which every system shows (a globe emoji needs an emoji font).
          <svg className="phone__globe" aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
            <path d="M3 12h18M12 3c2.6 2.5 3.9 5.5 3.9 9s-1.3 6.5-3.9 9c-2.6-2.5-3.9-5.5-3.9-9S9.4 5.5 12 3Z" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        ) : (
          <span aria-hidden="true">{flagEmoji(shown)}</span>
        )}
        {/* The ISO code stays readable where the system has no flag emoji font; the accessible name starts with it. */}
        {shown !== NO_PHONE_COUNTRY && <span className="phone__iso">{shown}</span>}
        {mode === 'without' && chosenCallingCode !== undefined && <span className="phone__dial">+{chosenCallingCode}</span>}
      </button>
      <MaskedInput
        widget={widget}
        mask={phoneMask(mode, list, chosenCountry)}
        inputMode="tel"
      />
      {open && (
        <CountryDialog countries={countries} current={shown} translate={translate} onChoose={choose} onClose={() => setOpen(false)} opener={flag} />
      )}
    </div>
  );
}

import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { callingCodeOf, flagEmoji } from '../../schemas/format/phone.ts';
import { asciiDigits } from '../../schemas/format/typed-text.ts';
import { ModalDialog } from '../modal-dialog.tsx';
import type { CashierFormContext } from '../form-context.ts';
import type { PhoneCountry } from './countries.ts';

interface CountryDialogProps {
  countries: readonly PhoneCountry[];
  /** ISO code of the country shown now, marked in the list. */
  current: string;
  translate: CashierFormContext['translate'];
  onChoose: (country: PhoneCountry) => void;
  onClose: () => void;
  /** The flag button that opens the list: the focus goes back to it, even when the list was opened by a reload. */
  opener: RefObject<HTMLElement | null>;
}

/** Text as a search compares it: lower case, without accents or punctuation ("cote d'ivoire" finds Côte d’Ivoire). */
const folded = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N}+()\s-]/gu, '').replace(/\s+/g, ' ').toLowerCase();

/**
 * Countries whose name in the user's language or in English contains the query, or whose ISO code is it, or whose
 * dial code starts with its digits (in any script: ٢٥٦ is 256; brackets and a plus are no part of it).
 */
export function filterCountries(countries: readonly PhoneCountry[], query: string): readonly PhoneCountry[] {
  const text = folded(asciiDigits(query).trim());
  if (text === '') return countries;
  const digits = text.replace(/\D/g, '');
  const byCode = digits !== '' && /^[+\d\s()-]+$/.test(text);
  return countries.filter((country) =>
    byCode
      ? country.dialCode.startsWith(digits)
      : [country.name, country.englishName ?? ''].some((name) => folded(name).includes(text)) || country.iso.toLowerCase() === text,
  );
}

/**
 * Arrow keys between the search and the countries, so a keyboard user need not Tab through ~245 buttons: Down from
 * the search or a country goes to the next country, Up to the one before (from the first, back to the search).
 */
function moveAmongCountries(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, search: HTMLElement | null): void {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const options = [...(list?.querySelectorAll<HTMLElement>('.phone-countries__option') ?? [])];
  const from = options.findIndex((option) => option === event.target);
  const next = event.key === 'ArrowDown' ? options[from + 1] : from <= 0 ? search : options[from - 1];
  event.preventDefault();
  next?.focus();
}

/** The select-country modal (spec section 2, /select-country): a search box and the countries with their dial codes. */
export function CountryDialog({ countries, current, translate, onChoose, onClose, opener }: CountryDialogProps): ReactNode {
  const [query, setQuery] = useState('');
  const listId = useId();
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const shown = filterCountries(countries, query);
  const move = (event: KeyboardEvent<HTMLElement>): void => moveAmongCountries(event, list.current, search.current);
  return (
    <ModalDialog title={translate('APP.PHONE.SELECT_COUNTRY')} onClose={onClose} opener={opener}>
      <input
        ref={search}
        type="search"
        className="input phone-countries__search"
        aria-label={translate('APP.PHONE.SEARCH_COUNTRY')}
        placeholder={translate('APP.PHONE.SEARCH_COUNTRY')}
        aria-controls={listId}
        autoComplete="off"
        data-autofocus
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        // Enter takes the one country the search leaves.
        onKeyDown={(event) => {
          const [only, ...others] = shown;
          if (event.key !== 'Enter') return move(event);
          // Nor does the key go on to the flag button the focus returns to, which would open the list again.
          event.preventDefault();
          if (only !== undefined && others.length === 0) onChoose(only);
        }}
      />
      <ul id={listId} ref={list} className="phone-countries modal__scroll" onKeyDown={move}>
        {shown.map((country) => (
          <li key={country.iso}>
            <button
              type="button"
              className="phone-countries__option"
              aria-current={country.iso === current ? 'true' : undefined}
              onClick={() => onChoose(country)}
            >
              <span aria-hidden="true">{flagEmoji(country.iso)}</span>
              <span className="phone-countries__name">{country.name}</span>
              <span className="phone-countries__code">+{callingCodeOf(country)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="modal__text" role="status">{shown.length === 0 ? translate('APP.PHONE.NO_COUNTRY_FOUND') : ''}</p>
      <button type="button" className="button" onClick={onClose}>
        {translate('APP.DIALOG.CLOSE')}
      </button>
    </ModalDialog>
  );
}

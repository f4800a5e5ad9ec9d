import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { TextDirection } from '../schemas/format/bidi.ts';
import { parseSavedCardLabel } from '../schemas/format/saved-card-label.ts';
import { isolateServerValue } from '../schemas/format/server-value.ts';
import type { CashierWidgetProps } from './masked-input.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { readChoices, useAutoSubmit } from './select.tsx';
import type { ChoiceOption } from '../schemas/compiler/compiled-form.ts';
import './saved-card-frame.css';
import './saved-card.css';

interface SavedCard {
  value: string;
  /** "•••• 1111", or the server's label (isolated: `isolateServerValue`) when it holds no last 4 digits. */
  masked: string;
  brand: string | null;
  /** MM/YY, when the label carries it. */
  expiry: string | null;
  /** What names the card to a screen reader: "Visa •••• 1111". */
  name: string;
}

function cardOf({ label, value }: ChoiceOption, dir: TextDirection): SavedCard {
  const { last4, brand = null, expiry = null } = parseSavedCardLabel(label);
  const masked = last4 === undefined ? isolateServerValue(label, dir) : `•••• ${last4}`;
  return { value, masked, brand, expiry: last4 === undefined ? null : expiry, name: brand === null || last4 === undefined ? masked : `${brand} ${masked}` };
}

/**
 * Saved cards (`card`): one radio per card by its last 4 digits and brand, a "new card" radio (no card id is sent),
 * and a delete button per card that asks to confirm before telling the screen (`formContext.onDeleteCard`).
 */
export default function SavedCardWidget(props: CashierWidgetProps): ReactNode {
  const { id, value, label, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const { translate, onDeleteCard, dir = 'ltr' } = props.registry.formContext;
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const chosen = useAutoSubmit(props);
  const cards = readChoices(options).map((option) => cardOf(option, dir));
  const selected = cards.find((card) => card.value === value);
  const locked = disabled || readonly;
  const radio = (card: SavedCard | null): ReactNode => (
    <input
      type="radio"
      className="saved-card__radio"
      name={id}
      value={card?.value ?? ''}
      checked={card === null ? selected === undefined : card.value === value}
      disabled={locked}
      onChange={() => {
        const next = card?.value;
        chosen(next);
        onChange(next);
      }}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
  // The confirm gives the focus back to the delete button, which leaves with its card: the focus goes to the choice.
  const deleted = useRef(false);
  useEffect(() => {
    if (deleting !== null || !deleted.current) return;
    deleted.current = false;
    const group = document.getElementById(id);
    (group?.querySelector<HTMLInputElement>('input:checked') ?? group)?.focus();
  }, [deleting, id]);
  const confirmDelete = (card: SavedCard): void => {
    deleted.current = true;
    setDeleting(null);
    if (card.value === value) onChange(undefined);
    onDeleteCard?.(card.value, card.name);
  };
  return (
    <div
      id={id}
      role="radiogroup"
      tabIndex={-1}
      className="saved-cards"
      aria-labelledby={`${id}__name`}
      aria-describedby={ariaDescribedByIds(id)}
      aria-required={props.required}
      aria-invalid={(rawErrors?.length ?? 0) > 0}
    >
      <span id={`${id}__name`} hidden>
        {label}
      </span>
      {cards.map((card) => (
        <div key={card.value} className="saved-card">
          <label className="saved-card__choice">
            {radio(card)}
            <span className="saved-card__pan" dir="ltr">
              {card.masked}
            </span>
            {/* Spaces between the parts, so the radio's accessible name reads "•••• 1111 Visa 09/29". */}
            {card.brand !== null && <> <span className="saved-card__brand">{card.brand}</span></>}
            {card.expiry !== null && <> <span className="saved-card__expiry">{card.expiry}</span></>}
          </label>
          {onDeleteCard !== undefined && (
            <button
              type="button"
              className="icon-button saved-card__delete"
              disabled={locked}
              aria-label={translate('APP.CARD.DELETE_LABEL', { card: card.name })}
              onClick={() => setDeleting(card)}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
      <label className="saved-card saved-card__choice">
        {radio(null)}
        <span>{translate('APP.CARD.NEW')}</span>
      </label>
      {deleting !== null && (
        <ModalDialog role="alertdialog" title={translate('APP.CARD.DELETE_CONFIRM')} describedBy={`${id}__deleting`} onClose={() => setDeleting(null)}>
          <p id={`${id}__deleting`}>
            <bdi className="saved-card__pan">{deleting.masked}</bdi>
            {deleting.brand !== null && ` ${deleting.brand}`}
          </p>
          <div className="modal__actions">
            <button type="button" className="button" data-autofocus="" onClick={() => setDeleting(null)}>
              {translate('APP.CARD.CANCEL')}
            </button>
            <button type="button" className="button button--danger" onClick={() => confirmDelete(deleting)}>
              {translate('APP.CARD.DELETE')}
            </button>
          </div>
        </ModalDialog>
      )}
    </div>
  );
}

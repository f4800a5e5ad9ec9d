import { useRef, type ReactNode } from 'react';
import { useOverlay } from './use-overlay.ts';
import { ariaDescribedByIds } from '@rjsf/utils';
import type { CashierWidgetProps } from './masked-input.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import { EmptyListNote, readChoices, readEmptyList, useAutoSubmit } from './select.tsx';
import type { ChoiceOption } from '../schemas/compiler/compiled-form.ts';
import './bet-shop.css';

interface Shop {
  value: string;
  label: string;
  /** The address line and working hours of `additional_data`, when the server sent them. */
  details: string[];
}

function shopOf({ label, value, additional_data: extra }: ChoiceOption): Shop {
  const details = [extra?.label, extra?.workingHours]
    .map((line) => line?.trim() ?? '')
    .filter((line) => line !== '' && line !== label);
  return { value, label, details };
}

/**
 * A betting shop (`betShop`, extended type bet_shop): a cell asking to choose a betting shop, or showing the chosen shop
 * with its working hours; it opens a modal list of the shops, and choosing one sets the value and closes it. The prompt
 * is ours, not the server's placeholder ("Choose a city"): the cell says what it opens (README, decisions). Each server
 * text (a shop's name, address, hours, the empty-list text) lays out in its own direction (`<bdi>`), so a Latin
 * name ending in a full stop keeps it at its end on a right-to-left page.
 */
export default function BetShopWidget(props: CashierWidgetProps): ReactNode {
  const { id, value, label, disabled, readonly, rawErrors, options, onChange, onBlur, onFocus } = props;
  const { translate, translateServerKey, overlays } = props.registry.formContext;
  // The list is a page of its own (/betshop-deposit, /betshop-withdrawal) over the form.
  const [open, setOpen] = useOverlay(overlays, 'betShop', id);
  const cell = useRef<HTMLButtonElement>(null);
  const chosen = useAutoSubmit(props);
  const shops = readChoices(options).map(shopOf);
  const shop = shops.find((candidate) => candidate.value === value);
  const empty = shops.length === 0;
  const emptyList = readEmptyList(options);
  const emptyError = empty ? emptyList.errorKey : null;
  const prompt = translate('APP.BET_SHOP.PLACEHOLDER');
  const choose = (next: string): void => {
    chosen(next);
    onChange(next);
    setOpen(false);
  };
  return (
    <>
      <span id={`${id}__name`} hidden>
        {label}
      </span>
      <button
        ref={cell}
        type="button"
        id={id}
        className="input cell"
        disabled={disabled || readonly}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}__name ${id}__value`}
        aria-describedby={[ariaDescribedByIds(id), emptyError === null ? '' : `${id}__empty`].filter(Boolean).join(' ')}
        aria-invalid={empty || (rawErrors?.length ?? 0) > 0}
        onClick={() => setOpen(true)}
        onBlur={() => !open && onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      >
        <span id={`${id}__value`} className="cell__text">
          <bdi className={shop === undefined ? 'cell__placeholder' : 'cell__title'}>{shop?.label ?? (empty ? (emptyList.text ?? prompt) : prompt)}</bdi>
          {shop?.details.map((line) => (
            <bdi key={line} className="cell__detail">
              {line}
            </bdi>
          ))}
        </span>
        <span className="cell__chevron" aria-hidden="true" />
      </button>
      {empty && <EmptyListNote id={id} hideError={props.hideError} errorKey={emptyList.errorKey} rawErrors={rawErrors} translateServerKey={translateServerKey} />}
      {open && (
        <ModalDialog role="dialog" title={label} onClose={() => setOpen(false)} opener={cell}>
          <ul className="shop-list">
            {shops.map((candidate) => (
              <li key={candidate.value}>
                <button
                  type="button"
                  className="shop-list__item"
                  aria-current={candidate.value === value ? 'true' : undefined}
                  data-autofocus={candidate.value === value ? '' : undefined}
                  onClick={() => choose(candidate.value)}
                >
                  <bdi className="cell__title">{candidate.label}</bdi>
                  {candidate.details.map((line) => (
                    <bdi key={line} className="cell__detail">
                      {line}
                    </bdi>
                  ))}
                </button>
              </li>
            ))}
          </ul>
          <div className="modal__actions">
            <button type="button" className="button" onClick={() => setOpen(false)}>
              {translate('APP.DIALOG.CLOSE')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}

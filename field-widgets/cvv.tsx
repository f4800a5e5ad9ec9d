import { useRef, useState, type ReactNode } from 'react';
import { MaskedInput, sameMask, type CashierWidgetProps } from './masked-input.tsx';

const mask = sameMask((typed) => typed.replace(/\D/g, '').slice(0, 4));

/**
 * The security code, masked, with an info tooltip the user closes with its accept button or Escape; the focus then
 * goes back to the button that opened it, not to the page.
 */
export function CvvWidget(props: CashierWidgetProps): ReactNode {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { translate } = props.registry.formContext;
  const tipId = `${props.id}__tip`;
  const close = (): void => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <div
      className="cvv"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') close();
      }}
    >
      <MaskedInput widget={props} mask={mask} inputMode="numeric" type="password" maxLength={4} />
      <button
        ref={opener}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={tipId}
        aria-label={translate('APP.FORM.CVV_INFO')}
        onClick={() => setOpen(!open)}
      >
        {translate('APP.FORM.CVV_ICON')}
      </button>
      {open && (
        <div id={tipId} role="note" className="tooltip">
          <p>{translate('APP.FORM.CVV_HINT')}</p>
          <button type="button" className="button button--secondary" onClick={close}>
            {translate('APP.FORM.CVV_ACCEPT')}
          </button>
        </div>
      )}
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { MaskedInput, sameMask, type CashierWidgetProps } from './masked-input.tsx';

const mask = sameMask((typed) => typed.replace(/\D/g, '').slice(0, 4));

/** The security code, masked, with an info tooltip the user closes with its accept button. */
export function CvvWidget(props: CashierWidgetProps): ReactNode {
  const [open, setOpen] = useState(false);
  const { translate } = props.registry.formContext;
  const tipId = `${props.id}__tip`;
  return (
    <div className="cvv">
      <MaskedInput widget={props} mask={mask} inputMode="numeric" type="password" maxLength={4} />
      <button
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={tipId}
        aria-label={translate('APP.FORM.CVV_INFO')}
        onClick={() => setOpen(!open)}
      >
        ?
      </button>
      {open && (
        <div id={tipId} role="note" className="tooltip">
          <p>{translate('APP.FORM.CVV_HINT')}</p>
          <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
            {translate('APP.FORM.CVV_ACCEPT')}
          </button>
        </div>
      )}
    </div>
  );
}

import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../field-widgets/modal-dialog.tsx';
import { translate } from '../i18n/common.ts';
import { closeErrorPopup, NO_ERROR_CODE, useErrorPopup } from './error-popup-store.ts';

/** The error popup (spec section 2): what failed and its code, in an alert dialog; Close or Escape close it to code 0. */
export default function ErrorPopup(): ReactNode {
  const { code, message } = useErrorPopup();
  const textId = useId();
  return (
    <ModalDialog role="alertdialog" title={translate('APP.ERROR_POPUP.TITLE')} describedBy={textId} onClose={closeErrorPopup}>
      <div id={textId}>
        <p className="modal__text">{message}</p>
        {code !== NO_ERROR_CODE && <p className="modal__text">{translate('APP.ERROR.CODE', { code })}</p>}
      </div>
      <button type="button" className="button button--primary" data-autofocus onClick={closeErrorPopup}>
        {translate('APP.ERROR_POPUP.CLOSE')}
      </button>
    </ModalDialog>
  );
}

import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import { withFileName } from '../schemas/format/data-url.ts';
import { formatFileSize } from '../schemas/format/file-size.ts';
import type { RuleFailure } from '../schemas/rules/define-rule.ts';
import { ERROR_KEYS } from '../schemas/rules/error-keys.ts';
import { UPLOAD_MAX_BYTES, readDataUrl, uploadFailure } from '../schemas/rules/file-upload.ts';
import type { CashierWidgetProps } from './masked-input.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import './file-upload.css';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('no data URL')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * A document upload (spec section 2, upload block): a formats note, an "Add files" button (the label of a visually
 * hidden file input), then the picked file's name and size with a remove button. A file too large or of another type
 * opens the upload error modal and is not stored; a good one is stored as `data:<mime>;name=<name>;base64,…`.
 */
export default function FileUploadWidget(props: CashierWidgetProps): ReactNode {
  const { id, options, disabled, readonly, required, rawErrors, onChange, registry } = props;
  const { translate, translateServerKey } = registry.formContext;
  const [failure, setFailure] = useState<RuleFailure | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const noteId = useId();
  const errorTextId = useId();
  const maxSize = formatFileSize(typeof options['maxBytes'] === 'number' ? options['maxBytes'] : UPLOAD_MAX_BYTES);
  const file = typeof props.value === 'string' ? readDataUrl(props.value) : null;

  const pick = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const picked = event.target.files?.[0];
    // Cleared so that picking the same file again, after an error or a reset, fires a change.
    event.target.value = '';
    if (picked === undefined) return;
    const problem = uploadFailure({ name: picked.name, mime: picked.type, bytes: picked.size });
    if (problem !== null) {
      setFailure(problem);
      return;
    }
    try {
      onChange(withFileName(await readAsDataUrl(picked), picked.name));
    } catch {
      setFailure({ key: ERROR_KEYS.UPLOAD_ERROR });
    }
  };
  const reset = (): void => {
    onChange(undefined);
    input.current?.focus();
  };
  return (
    <div className="upload">
      <p id={noteId} className="hint">
        {translate('APP.UPLOAD.FORMATS', { max: maxSize })}
      </p>
      <input
        ref={input}
        id={id}
        name={id}
        type="file"
        className="upload__input"
        accept={typeof options['accept'] === 'string' ? options['accept'] : undefined}
        required={required && file === null}
        disabled={disabled || readonly}
        aria-invalid={(rawErrors?.length ?? 0) > 0}
        aria-describedby={`${ariaDescribedByIds(id)} ${noteId}`}
        onChange={(event) => void pick(event)}
      />
      <label htmlFor={id} className="button upload__button">
        {translate(file === null ? 'APP.UPLOAD.ADD' : 'APP.UPLOAD.REPLACE')}
      </label>
      {file !== null && (
        <div className="upload__file">
          <span className="upload__name">{file.name === '' ? translate('APP.UPLOAD.UNNAMED') : file.name}</span>
          <span className="upload__size">{formatFileSize(file.bytes)}</span>
          <button type="button" className="icon-button" aria-label={translate('APP.UPLOAD.REMOVE', { name: file.name })} onClick={reset}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {failure !== null && (
        <ModalDialog role="alertdialog" title={translate('APP.UPLOAD.ERROR_TITLE')} describedBy={errorTextId} onClose={() => setFailure(null)}>
          <div id={errorTextId}>
            <p className="modal__text">{translateServerKey(failure.key, { ...failure.params, max: maxSize })}</p>
            <p className="modal__text">{translate('APP.UPLOAD.FORMATS', { max: maxSize })}</p>
          </div>
          <button type="button" className="button button--primary" data-autofocus onClick={() => setFailure(null)}>
            {translate('APP.UPLOAD.OK')}
          </button>
        </ModalDialog>
      )}
    </div>
  );
}

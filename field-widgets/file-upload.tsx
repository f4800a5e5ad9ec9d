import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import { isolate } from '../schemas/format/bidi.ts';
import { formatFileSize } from '../schemas/format/file-size.ts';
import { UPLOAD_MAX_BYTES, uploadFailure } from '../schemas/rules/file-upload.ts';
import type { StoredDocument } from './form-context.ts';
import type { CashierWidgetProps } from './masked-input.tsx';
import { ModalDialog } from './modal-dialog.tsx';
import './file-upload.css';

/** Where the block stands: nothing sent, a file on its way (the fraction sent), or the document the server stored. */
type Upload = { kind: 'idle' } | { kind: 'sending'; name: string; fraction: number } | { kind: 'stored'; document: StoredDocument };

/**
 * A document upload (spec section 2, upload block): a formats note, an "Add files" button (the label of a visually
 * hidden file input), then the file on its way with a progress bar, and once the server stored it (POST .../upload) its
 * name and size with a remove button. The form holds only the server's id of the document, never its content. A file
 * too large or of another type, and a refused or failed upload, open the upload error modal; an earlier stored
 * document stays.
 */
export default function FileUploadWidget(props: CashierWidgetProps): ReactNode {
  const { id, value, options, disabled, readonly, required, rawErrors, onChange, onBlur, onFocus, registry } = props;
  const { translate, translateServerKey, uploadDocument, dir = 'ltr' } = registry.formContext;
  const [upload, setUpload] = useState<Upload>({ kind: 'idle' });
  /** The upload error modal's sentence; `aboutRules` when the picked file broke the size or type rule (spec section 5). */
  const [failure, setFailure] = useState<{ text: string; aboutRules: boolean } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);
  const noteId = useId();
  const errorTextId = useId();
  const maxSize = formatFileSize(typeof options['maxBytes'] === 'number' ? options['maxBytes'] : UPLOAD_MAX_BYTES);
  // A value the form was reset to, or one this block did not store, shows as no document.
  const stored = upload.kind === 'stored' && upload.document.id === value ? upload.document : null;

  const send = async (picked: File): Promise<void> => {
    const problem = uploadFailure({ name: picked.name, mime: picked.type, bytes: picked.size });
    if (problem !== null) return setFailure({ text: translateServerKey(problem.key, { ...problem.params, max: maxSize }), aboutRules: true });
    if (uploadDocument === undefined) return setFailure({ text: translateServerKey('PH.DEPOSIT.UPLOAD_DOC.UPLOAD_ERROR'), aboutRules: false });
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const previous = upload;
    setUpload({ kind: 'sending', name: picked.name, fraction: 0 });
    try {
      const outcome = await uploadDocument(picked, (fraction) => setUpload({ kind: 'sending', name: picked.name, fraction }), controller.signal);
      if (outcome.ok) {
        setUpload({ kind: 'stored', document: outcome.document });
        onChange(outcome.document.id);
        // The stored document ends this field's edit, as leaving a typed field does: the form's live validation (on
        // blur) checks it again, so the required error a failed submit showed goes with it.
        onBlur(id, outcome.document.id);
      } else {
        setUpload(previous);
        setFailure({ text: outcome.message, aboutRules: false });
      }
    } catch {
      // Cancelled: the block was left or another file was picked; whoever cancelled decides what shows.
    }
  };
  const pick = (event: ChangeEvent<HTMLInputElement>): void => {
    const picked = event.target.files?.[0];
    // Cleared so that picking the same file again, after an error or a reset, fires a change.
    event.target.value = '';
    if (picked !== undefined) void send(picked);
  };
  const reset = (): void => {
    setUpload({ kind: 'idle' });
    onChange(undefined);
    input.current?.focus();
  };
  const sending = upload.kind === 'sending';
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
        required={required && stored === null}
        disabled={disabled || readonly}
        // While a file is on its way the input opens no picker but stays focusable (a disabled one would drop the
        // keyboard user's focus to <body> when the upload starts).
        aria-disabled={sending}
        aria-invalid={(rawErrors?.length ?? 0) > 0}
        aria-describedby={`${ariaDescribedByIds(id)} ${noteId}`}
        onClick={(event) => sending && event.preventDefault()}
        onChange={pick}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <label htmlFor={id} className="button upload__button">
        {translate(stored === null ? 'APP.UPLOAD.ADD' : 'APP.UPLOAD.REPLACE')}
      </label>
      {sending && (
        <div className="upload__file" role="status">
          <span className="upload__name">{upload.name}</span>
          <progress className="upload__progress" max={1} value={upload.fraction} aria-label={translate('APP.UPLOAD.PROGRESS', { name: upload.name })}>
            {Math.round(upload.fraction * 100)}%
          </progress>
        </div>
      )}
      {!sending && stored !== null && (
        <div className="upload__file">
          <span className="upload__name">{stored.name === '' ? translate('APP.UPLOAD.UNNAMED') : stored.name}</span>
          {/* Isolated as the sentences' values are: bare, a right-to-left page would show "KB 180". */}
          <span className="upload__size">{isolate(formatFileSize(stored.bytes), dir)}</span>
          <button type="button" className="icon-button" aria-label={translate('APP.UPLOAD.REMOVE', { name: stored.name })} onClick={reset}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      {failure !== null && (
        <ModalDialog role="alertdialog" title={translate('APP.UPLOAD.ERROR_TITLE')} describedBy={errorTextId} onClose={() => setFailure(null)}>
          <div id={errorTextId}>
            <p className="modal__text">{failure.text}</p>
            {/* The max-size description belongs to a file the rules refused; a server's refusal says why itself. */}
            {failure.aboutRules && <p className="modal__text">{translate('APP.UPLOAD.FORMATS', { max: maxSize })}</p>}
          </div>
          <button type="button" className="button button--primary" data-autofocus onClick={() => setFailure(null)}>
            {translate('APP.UPLOAD.OK')}
          </button>
        </ModalDialog>
      )}
    </div>
  );
}

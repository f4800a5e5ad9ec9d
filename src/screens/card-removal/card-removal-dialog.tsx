import { useId, type ReactNode } from 'react';
import { ModalDialog } from '../../../field-widgets/modal-dialog.tsx';

/** The dialog's words, in the page's own texts. */
export interface CardRemovalTexts {
  title: string;
  /** What removing this card means, naming it. */
  text: string;
  keep: string;
  remove: string;
  /** The remove button's label while the DELETE is on the wire. */
  removing: string;
}

interface CardRemovalDialogProps {
  texts: CardRemovalTexts;
  busy: boolean;
  onKeep: () => void;
  onRemove: () => void;
}

/**
 * The confirm before a saved card is removed (an alertdialog: a destructive choice, the safe one focused first).
 * While the removal runs both buttons are disabled and Escape does nothing; the dialog keeps the focus meanwhile.
 */
export function CardRemovalDialog({ texts, busy, onKeep, onRemove }: CardRemovalDialogProps): ReactNode {
  const textId = useId();
  return (
    <ModalDialog role="alertdialog" title={texts.title} describedBy={textId} onClose={onKeep}>
      <p id={textId} className="modal__text">
        {texts.text}
      </p>
      <div className="modal__actions">
        <button type="button" className="button" disabled={busy} onClick={onKeep} data-autofocus>
          {texts.keep}
        </button>
        <button type="button" className="button button--danger" disabled={busy} aria-busy={busy} onClick={onRemove}>
          {busy ? texts.removing : texts.remove}
        </button>
      </div>
    </ModalDialog>
  );
}

import type { ReactNode } from 'react';
import type { CashierWidgetProps } from './masked-input.tsx';
import './info.css';

/** `info`: the server's text as a note in the form; it has no value and sends nothing. Rendered as inert text. */
export function InfoWidget({ id, options }: CashierWidgetProps): ReactNode {
  const text = typeof options['text'] === 'string' ? options['text'] : '';
  if (text.trim() === '') return null;
  return (
    <p id={id} role="note" className="info-note">
      <bdi>{text}</bdi>
    </p>
  );
}

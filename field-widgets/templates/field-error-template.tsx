import type { ReactNode } from 'react';
import { errorId, type FieldErrorProps } from '@rjsf/utils';

/** A field's errors, announced politely by screen readers and linked from the input by aria-describedby. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps): ReactNode {
  const messages = (errors ?? []).filter((error) => typeof error === 'string' && error !== '');
  return (
    <div id={errorId(fieldPathId)} className="field__error" aria-live="polite">
      {messages.map((message) => (
        <p key={String(message)}>{message}</p>
      ))}
    </div>
  );
}

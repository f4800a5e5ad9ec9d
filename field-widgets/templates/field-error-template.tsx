import type { ReactNode } from 'react';
import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { useErrorsShown } from './error-visibility.tsx';

/**
 * A field's errors, announced politely by screen readers and linked from the input by aria-describedby. They show only
 * while the field's errors are visible (useErrorsShown); the region itself is always there for the live announcement.
 */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps): ReactNode {
  const shown = useErrorsShown(fieldPathId.$id);
  // A server error and a rule's may say the same sentence: it is shown, and announced, once.
  const messages = shown ? [...new Set((errors ?? []).filter((error) => typeof error === 'string' && error !== ''))] : [];
  return (
    <div id={errorId(fieldPathId)} className="field__error" aria-live="polite">
      {messages.map((message) => (
        <p key={String(message)}>{message}</p>
      ))}
    </div>
  );
}

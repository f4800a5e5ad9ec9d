import type { ReactNode } from 'react';
import { errorId, type FieldErrorProps } from '@rjsf/utils';
import { useErrorsShown } from './error-visibility.tsx';

/**
 * The errors of the field with rjsf id `id`, announced politely by screen readers and linked from the input by
 * aria-describedby. They show only while the field's errors are visible (useErrorsShown); the region itself is always
 * there for the live announcement. A widget that places its errors itself (`hideError`) renders this where they go.
 */
export function FieldErrors({ id, errors }: { id: string; errors: FieldErrorProps['errors'] }): ReactNode {
  const shown = useErrorsShown(id);
  // A server error and a rule's may say the same sentence: it is shown, and announced, once.
  const messages = shown ? [...new Set((errors ?? []).filter((error) => typeof error === 'string' && error !== ''))] : [];
  return (
    <div id={errorId(id)} className="field__error" aria-live="polite">
      {messages.map((message) => (
        <p key={String(message)}>{message}</p>
      ))}
    </div>
  );
}

/** rjsf's place for a field's errors, under its widget: FieldErrors. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps): ReactNode {
  return <FieldErrors id={fieldPathId.$id} errors={errors} />;
}

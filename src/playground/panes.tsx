import type { ReactNode } from 'react';
import type { RJSFValidationError } from '@rjsf/utils';
import type { CompileProblem } from '../../schemas/compiler/compiled-form.ts';
import { translateServerKey } from '../i18n/form.ts';
import type { SourceError } from './parse-source.ts';

/** One output of the compiler or the payload builder, as formatted JSON. Code reads left to right in every direction. */
export function JsonPane({ id, title, value }: { id: string; title: string; value: unknown }): ReactNode {
  return (
    <section className="pg-pane" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="pg-pane__title">
        {title}
      </h2>
      {/* Focusable so a keyboard user can scroll it (axe: scrollable-region-focusable). */}
      <pre id={id} className="pg-code" dir="ltr" tabIndex={0} aria-labelledby={`${id}-title`}>
        {JSON.stringify(value, null, 2)}
      </pre>
    </section>
  );
}

/** Why the text is not JSON, and where. */
export function SourceErrorAlert({ error }: { error: SourceError }): ReactNode {
  return (
    <div className="pg-alert" role="alert">
      <strong>{`Not JSON: line ${String(error.line)}, column ${String(error.column)} (position ${String(error.position)})`}</strong>
      <p dir="ltr">{error.message}</p>
    </div>
  );
}

/** What the compiler could not use, by parameter index. */
export function ProblemsAlert({ problems }: { problems: readonly CompileProblem[] }): ReactNode {
  if (problems.length === 0) return null;
  return (
    <div className="pg-alert" role="alert">
      <strong>{`${String(problems.length)} compile problem${problems.length === 1 ? '' : 's'}`}</strong>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>{problem.index < 0 ? problem.message : `[${String(problem.index)}] ${problem.message}`}</li>
        ))}
      </ul>
    </div>
  );
}

/** Every rule error of the current values, touched or not: field, message key, parameters and English text. */
export function ErrorsPane({ errors }: { errors: readonly RJSFValidationError[] }): ReactNode {
  return (
    <section className="pg-pane" aria-labelledby="pg-errors-title">
      <h2 id="pg-errors-title" className="pg-pane__title">
        {`Errors (${String(errors.length)})`}
      </h2>
      {errors.length === 0 ? (
        <p className="hint">The values pass every rule.</p>
      ) : (
        <div className="pg-table-scroll" tabIndex={0} role="group" aria-labelledby="pg-errors-title">
          <table className="pg-table">
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Key and English text</th>
              </tr>
            </thead>
            <tbody>
              {errors.map((error, index) => (
                <tr key={index}>
                  <td>{(error.property ?? '').replace(/^\./, '')}</td>
                  <td>
                    <code dir="ltr">{error.name}</code>
                    <span className="pg-error-text">{translateServerKey(error.name ?? '', stringParams(error.params))}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function stringParams(params: unknown): Record<string, string> {
  if (typeof params !== 'object' || params === null) return {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
}

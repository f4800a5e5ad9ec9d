import type { CompileProblem } from './compiled-form.ts';

/**
 * Most server parameters a form compiles (README, "Field cap"): real method forms have under 30, and 200 still renders
 * in under a second at 4x CPU throttle (`npm run bench`), so a longer list is a broken or hostile answer.
 */
export const MAX_FORM_FIELDS = 200;

/** The parameters a form compiles: the first MAX_FORM_FIELDS, and the problem to report when the list was cut. */
export function capFields<T>(parameters: readonly T[]): { kept: readonly T[]; problem: CompileProblem | null } {
  if (parameters.length <= MAX_FORM_FIELDS) return { kept: parameters, problem: null };
  return {
    kept: parameters.slice(0, MAX_FORM_FIELDS),
    problem: {
      index: -1,
      message: `The form has ${String(parameters.length)} parameters; only the first ${String(MAX_FORM_FIELDS)} are shown.`,
    },
  };
}

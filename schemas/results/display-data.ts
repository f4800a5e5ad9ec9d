import type { DisplayData } from '../server/v1/types.ts';

/** The parameter types a display form knows: each is a detail to copy (a parameter without a type is one too). */
const DISPLAY_TYPES: ReadonlySet<string> = new Set(['disabledInputCopy']);

/** When the payment's details stop being valid (expires_at), in epoch ms; null when there is none or it is unreadable. */
export function displayDeadline(display: DisplayData): number | null {
  const deadline = Date.parse(display.expires_at ?? '');
  return Number.isFinite(deadline) ? deadline : null;
}

/**
 * What in an await answer's display data the display form cannot use as sent, one sentence each for the console, as
 * the method form reports its unknown field types: a parameter of an unknown type (still shown as a detail to copy),
 * an expires_at that is no date (the details are shown without a deadline).
 */
export function displayProblems(display: DisplayData): string[] {
  const problems = (display.parameters ?? []).flatMap(({ name, type }, index) =>
    type === undefined || DISPLAY_TYPES.has(type)
      ? []
      : [`Display parameter ${String(index)} "${(name ?? '').slice(0, 64)}" of type "${type.slice(0, 64)}" has an unknown field type; it is shown as a detail to copy.`],
  );
  if (display.expires_at !== undefined && displayDeadline(display) === null) {
    problems.push(`expires_at "${display.expires_at.slice(0, 64)}" is no date; the details are shown without a deadline.`);
  }
  return problems;
}

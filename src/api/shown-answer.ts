import { neutraliseServerText } from '../../schemas/server/server-text.ts';
import { reportWarning } from '../app/report-error.ts';

/**
 * An answer holding bidi controls, as it may be shown: every server text without those that could reverse it
 * (schemas/server/server-text.ts), told once per payload. Its own chunk: nearly no answer holds one.
 */
export function shownAnswer(json: unknown, answer: string): unknown {
  const shown = neutraliseServerText(json);
  if (shown !== json) reportWarning(`the ${answer} carried bidi controls that could reverse its text; they were removed`);
  return shown;
}

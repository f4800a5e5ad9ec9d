/** Where and why the descriptor text is not JSON: 1-based line and column of the offending character. */
export interface SourceError {
  message: string;
  /** Offset of the offending character in the text (0-based); the end of the text when the text stops too early. */
  position: number;
  line: number;
  column: number;
}

export type ParsedSource = { ok: true; value: unknown } | { ok: false; error: SourceError };

/** JSON.parse's own position, when its message names one ("at position N"). */
function reportedPosition(message: string): number | undefined {
  const match = /position (\d+)/.exec(message);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** Whether `prefix` can still become JSON: it parses, or its only fault is that it stops too early. */
function viable(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return message.includes('end of JSON input') || reportedPosition(message) === prefix.length;
  }
}

/**
 * Where the text stops being JSON. V8 names a position for most faults, but not for "Unexpected token": then the
 * first character whose prefix can no longer become JSON is found by binary search (viability only ever goes away).
 */
function positionOf(message: string, text: string): number {
  const reported = reportedPosition(message);
  if (reported !== undefined && reported < text.length) return reported;
  let low = 1;
  let high = text.length;
  if (viable(text.slice(0, high))) return text.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (viable(text.slice(0, middle))) low = middle + 1;
    else high = middle;
  }
  return low - 1;
}

/** Line and column (1-based) of an offset in `text`. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** The pasted descriptor text parsed as JSON, or where and why it is not JSON. */
export function parseSource(text: string): ParsedSource {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = positionOf(message, text);
    return { ok: false, error: { message, position, ...lineAndColumn(text, position) } };
  }
}

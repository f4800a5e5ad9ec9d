/**
 * Local storage that never throws: inside a third-party frame the browser may block it (a SecurityError on access),
 * and the cashier must still work for this visit.
 */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value when storage is available; silently keeps it for this visit only otherwise. */
export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Blocked or full: the value lives only as long as the page.
  }
}

/** Reads a stored JSON value; null when absent, blocked or not JSON. */
export function readStoredJson(key: string): unknown {
  const text = readStored(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

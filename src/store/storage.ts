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

/** Removes a stored value; nothing to do when storage is blocked. */
export function removeStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Blocked: nothing was stored.
  }
}

/** Whether this page may use storage (a third-party frame may be refused it): what it keeps then lasts only as long as the page. */
export function storageAvailable(): boolean {
  try {
    return localStorage !== null;
  } catch {
    return false;
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

/**
 * A stored JSON value through the parser of its key: null when absent or storage is blocked. A value the parser
 * refuses (null), text that is no JSON too, is removed, so no later page reads it again.
 */
export function readStoredParsed<T>(key: string, parse: (json: unknown) => T | null): T | null {
  if (readStored(key) === null) return null;
  const parsed = parse(readStoredJson(key));
  if (parsed === null) removeStored(key);
  return parsed;
}

/** The storage start-up choices are remembered in; null or throwing when a third-party frame blocks it. */
export type StorageAccess = () => Pick<Storage, 'getItem' | 'setItem'> | null;

/**
 * A start-up choice remembered between visits (spec section 7: the language, the theme): the address gives it and it
 * is stored; without it in the address, the stored one applies. `valid` turns text into the choice or null.
 */
export function rememberedChoice<T extends string>(key: string, given: string | null, valid: (text: string) => T | null, storage: StorageAccess): T | null {
  if (given !== null) {
    const choice = valid(given);
    if (choice !== null) {
      try {
        storage()?.setItem(key, choice);
      } catch {
        // Storage blocked (third-party frame, private mode, quota): the choice still applies to this visit.
      }
    }
    return choice;
  }
  try {
    const stored = storage()?.getItem(key) ?? null;
    return stored === null ? null : valid(stored);
  } catch {
    return null;
  }
}

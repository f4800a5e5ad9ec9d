/** An option of a select as the server sends it (spec section 3: label, value, is_selected). */
export interface SelectOption {
  value: string;
  is_selected?: boolean | null | undefined;
}

/**
 * Spec section 5, select: a single option is preselected; of several, the one marked is_selected (the first, if the
 * server marks more than one); otherwise none, and the required select then reports PH.ERROR.FIELD_REQUIRED until chosen.
 */
export function preselectedOption<O extends SelectOption>(options: readonly O[]): O | undefined {
  const [only, ...others] = options;
  return others.length === 0 ? only : options.find((option) => option.is_selected === true);
}

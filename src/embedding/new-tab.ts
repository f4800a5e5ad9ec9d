/** The address flag that asks the cashier to be opened in a new tab instead (spec section 1). */
export const NEW_TAB_FLAG = 'cashier_in_new_tab';

/** The address to open in the new tab: the same one without the flag. */
export function withoutNewTabFlag(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(NEW_TAB_FLAG);
  return url.toString();
}

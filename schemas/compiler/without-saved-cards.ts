import type { FormParameter } from '../server/v1/types.ts';
import { isSavedCardList } from './new-card.ts';

/**
 * The server's form parameters without the saved cards the user deleted in this visit, so they leave the choices
 * at once, before the method details are fetched again. Returns the same list when there is nothing to drop.
 */
export function withoutSavedCards(parameters: readonly FormParameter[], deleted: ReadonlySet<string>): readonly FormParameter[] {
  if (deleted.size === 0) return parameters;
  return parameters.map((param) =>
    isSavedCardList(param) && param.options !== undefined ? { ...param, options: param.options.filter((option) => !deleted.has(option.value)) } : param,
  );
}

import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { translate } from '../../i18n/method-list.ts';

/**
 * The name a method is shown and announced by: the server's (its short_name where the public_name was blank,
 * schemas/server/v1/repairs.ts), or, where it sent neither, a generic one in the page's language.
 */
export function methodName({ public_name: name }: Pick<PayGroup, 'public_name'>): string {
  return name === '' ? translate('APP.METHOD.UNNAMED') : name;
}

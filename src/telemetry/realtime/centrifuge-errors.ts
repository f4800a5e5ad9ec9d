import type { ErrorContext } from 'centrifuge';
import { scrubText } from '../scrub/scrub.ts';

/** Spec section 8: a websocket error is logged as 'Centrifuge error' with the brand, its kind and code; never a token. */
export function logCentrifugeError(brandId: string, context: ErrorContext): void {
  console.warn('Centrifuge error', brandId, `${context.type}${context.transport === undefined ? '' : ` (${context.transport})`}`, context.error.code, scrubText(context.error.message));
}

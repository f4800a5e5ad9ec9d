/** Brand codes the merchant may name, and the brand ids they stand for (spec section 9). */
const BRAND_IDS: Readonly<Record<string, string>> = { NOMAD: 'brand6', GLS: 'brand1', FLEX: 'brand8', SCCOM: 'brand8' };

/** The brand when neither `brand` nor the `lang` suffix names one (spec section 9). */
export const DEFAULT_BRAND_ID = 'brand0';
/** The brand code when none is given (spec section 3: brand falls back to COM). */
export const DEFAULT_BRAND_CODE = 'COM';

/** The brand of a start-up: its code (from `brand`, else the BRAND of `lang=language-BRAND`, else COM) and its id. */
export function brandOf(brandParam: string | null, langParam: string | null): { code: string; id: string } {
  const suffix = langParam?.split('-')[1];
  const code = (brandParam ?? (suffix === undefined || suffix === '' ? DEFAULT_BRAND_CODE : suffix)).toUpperCase();
  const direct = /^BRAND\d{1,3}$/.test(code) ? code.toLowerCase() : undefined;
  return { code, id: BRAND_IDS[code] ?? direct ?? DEFAULT_BRAND_ID };
}

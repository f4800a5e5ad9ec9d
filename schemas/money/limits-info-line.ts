import type { LimitsInfoPart } from './limits-info-parts.ts';

/** The app's translate function, injected because schemas/ cannot import src/i18n. */
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Message keys of the info line's own texts; processing-time and lost-profit parts carry their server keys. */
export const LIMITS_INFO_KEYS = {
  limits: 'APP.METHOD.LIMITS',
  fee: 'APP.METHOD.FEE',
  bonusIncluded: 'APP.METHOD.BONUS_INCLUDED',
} as const;

/** How a flow joins the parts of its info line (spec section 9): deposit with a bullet, withdrawal with a semicolon. */
export type InfoSeparator = ' • ' | '; ';

function partText(part: LimitsInfoPart, translate: Translate): string {
  switch (part.kind) {
    case 'limits':
      return translate(LIMITS_INFO_KEYS.limits, { min: part.min, max: part.max });
    case 'processing-time':
      return translate(part.key);
    case 'fee':
      return translate(LIMITS_INFO_KEYS.fee, { fee: `${part.percentage}% + ${part.fix}`, percentage: part.percentage, fix: part.fix });
    case 'lost-profit':
      return translate(part.key, part.params);
    case 'bonus-included':
      return translate(LIMITS_INFO_KEYS.bonusIncluded);
    default: {
      const unknown: never = part;
      return unknown;
    }
  }
}

/** The info line under a method as one string, each part translated and joined with the flow's separator. */
export function limitsInfoLine(parts: readonly LimitsInfoPart[], separator: InfoSeparator, translate: Translate): string {
  return parts
    .map((part) => partText(part, translate))
    .filter((text) => text !== '')
    .join(separator);
}

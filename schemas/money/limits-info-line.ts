import type { LimitsInfoPart } from './limits-info-parts.ts';

/** Message keys of the info line's own texts; processing-time and lost-profit parts carry their server keys. */
export const LIMITS_INFO_KEYS = {
  limits: 'APP.METHOD.LIMITS',
  fee: 'APP.METHOD.FEE',
  bonusIncluded: 'APP.METHOD.BONUS_INCLUDED',
  semicolon: 'APP.METHOD.SEMICOLON',
  percent: 'APP.PERCENT',
} as const;

/**
 * How a flow joins the parts of its info line (spec section 9): deposit with a bullet, withdrawal with a semicolon,
 * written as the language writes one (its text of LIMITS_INFO_KEYS.semicolon: Arabic "؛ ", French "\u202F; ").
 */
export type InfoSeparator = ' • ' | '; ';

type TextParams = Readonly<Record<string, string | number>>;

/** The app's translators, injected because schemas/ cannot import src/i18n. */
export interface InfoLineTexts {
  /** The info line's own texts: the app has a text for each of LIMITS_INFO_KEYS, checked where it passes this. */
  translate: (key: (typeof LIMITS_INFO_KEYS)[keyof typeof LIMITS_INFO_KEYS], params?: TextParams) => string;
  /** Keys the server sent: processing time and the lost-profit text. */
  translateServerKey: (key: string, params?: TextParams) => string;
}

function partText(part: LimitsInfoPart, { translate, translateServerKey }: InfoLineTexts): string {
  switch (part.kind) {
    case 'limits':
      // A fixed amount (a checkout's order) is that amount, not a range from it to itself.
      return part.min === part.max ? part.min : translate(LIMITS_INFO_KEYS.limits, { min: part.min, max: part.max });
    case 'processing-time':
      return translateServerKey(part.key);
    case 'fee':
      return translate(LIMITS_INFO_KEYS.fee, {
        fee: [part.percentage === null ? null : translate(LIMITS_INFO_KEYS.percent, { percent: part.percentage }), part.fix].filter((side) => side !== null).join(' + '),
      });
    case 'lost-profit':
      return translateServerKey(part.key, part.params);
    case 'bonus-included':
      return translate(LIMITS_INFO_KEYS.bonusIncluded);
    default: {
      const unknown: never = part;
      return unknown;
    }
  }
}

/** The info line under a method as one string, each part translated and joined with the flow's separator, in the language's punctuation. */
export function limitsInfoLine(parts: readonly LimitsInfoPart[], separator: InfoSeparator, texts: InfoLineTexts): string {
  return parts
    .map((part) => partText(part, texts))
    .filter((text) => text !== '')
    .join(separator === '; ' ? texts.translate(LIMITS_INFO_KEYS.semicolon) : separator);
}

import { describe, expect, it } from 'vitest';
import { texts as common } from './common/en.ts';
import { texts as content } from './content/en.ts';
import { texts as displayForm } from './display-form/en.ts';
import { texts as form } from './form/en.ts';
import { LANGUAGES } from './language.ts';
import type { EnglishTexts, Translation } from './message-key.ts';
import { texts as methodList } from './method-list/en.ts';
import { texts as notifications } from './notifications/en.ts';
import { texts as rejectWithdrawal } from './reject-withdrawal/en.ts';
import { texts as payout } from './payout/en.ts';
import { texts as result } from './result/en.ts';
import { texts as threeDs } from './three-ds/en.ts';
import { texts as routing } from './routing/en.ts';
import { texts as payments } from './payments/en.ts';
import { texts as verification } from './verification/en.ts';
import { texts as account } from './account/en.ts';

const english: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  common,
  methodList,
  form,
  result,
  threeDs,
  content,
  rejectWithdrawal,
  routing,
  payments,
  displayForm,
  verification,
  account,
  payout,
  notifications,
} satisfies EnglishTexts;

/** Each language file, by its language; read loosely, so a file that does not match its type is still checked. */
const files = import.meta.glob<Translation>(['./languages/*.ts', '!./languages/*.test.ts'], { eager: true, import: 'translation' });
const translations = new Map<string, Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>>(
  Object.entries(files).map(([path, translation]) => [path.replace(/^.*\/(\w+)\.ts$/, '$1'), translation]),
);

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

/** The `{name}` placeholders of a text, sorted: what the caller fills must be there in every language. */
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

/** A digit other than 0-9 (Arabic-Indic, Devanagari…): the spec's number, amount and date formats use ASCII digits. */
const NON_ASCII_DIGIT = /[^\P{Nd}0-9]/u;

describe('the language files', () => {
  it('exist for every language but English (which each screen carries), and for no other', () => {
    expect([...translations.keys()].sort()).toEqual([...OTHER_LANGUAGES].sort());
  });
});

describe.each(OTHER_LANGUAGES)('%s has every text of every screen', (language) => {
  const translation = translations.get(language) ?? {};
  const rows = Object.entries(english).flatMap(([screen, texts]) =>
    Object.entries(texts).map(([key, text]) => ({ name: `${screen} ${key}`, english: text, text: translation[screen]?.[key] })),
  );
  const present = rows.flatMap((row) => (typeof row.text === 'string' ? [{ ...row, text: row.text }] : []));

  it('a non-blank text for every key', () => {
    expect(rows.filter((row) => typeof row.text !== 'string' || row.text.trim() === '').map((row) => row.name)).toEqual([]);
  });
  it("the placeholders of English's text, no more, no fewer", () => {
    const differing = present.filter((row) => placeholders(row.text).join() !== placeholders(row.english).join());
    expect(differing.map((row) => `${row.name}: ${row.text}`)).toEqual([]);
  });
  it('no key or screen English lacks', () => {
    const extra = Object.entries(translation).flatMap(([screen, texts]) =>
      Object.keys(texts ?? {}).filter((key) => !Object.hasOwn(english[screen] ?? {}, key)),
    );
    expect(extra).toEqual([]);
  });
  it('ASCII digits only', () => {
    expect(present.filter((row) => NON_ASCII_DIGIT.test(row.text)).map((row) => `${row.name}: ${row.text}`)).toEqual([]);
  });
  it('a percent sign where the language\'s APP.PERCENT puts it (the lost-profit text carries its own)', () => {
    const percent = (translation['common']?.['APP.PERCENT'] as string | undefined) ?? '';
    const signed = present.filter((row) => row.name !== 'common APP.PERCENT' && row.text.includes('%'));
    expect(signed.filter((row) => !row.text.includes(percent)).map((row) => `${row.name}: ${row.text}`)).toEqual([]);
    expect(signed.map((row) => row.name)).toEqual(['methodList PH.LOST_PROFIT.EXTRA_PERCENT']);
  });
  it('no English sentence left untranslated', () => {
    const copied = present.filter((row) => row.text === row.english && /\p{L}{2,} \p{L}{2,}/u.test(row.english));
    expect(copied.map((row) => row.name)).toEqual([]);
  });
});

describe('uz: one way to write oʻ and gʻ', () => {
  // Uzbek Latin writes oʻ and gʻ with U+02BB; an ASCII quote or U+2018 beside it on the same screen reads as a typo.
  it('U+02BB after o and g, never a quote', () => {
    const texts = Object.values(translations.get('uz') ?? {}).flatMap((screen) => Object.values(screen ?? {}).filter((text) => typeof text === 'string'));
    expect(texts.filter((text) => /[oOgG]['‘’ʼ`]/.test(text))).toEqual([]);
    expect(texts.filter((text) => /[oOgG]ʻ/.test(text)).length).toBeGreaterThan(50);
  });
});

describe('fr: a narrow no-break space (U+202F) inside its high marks, as French sets them', () => {
  // "Motif : x" with an ordinary space can wrap and leave ":" alone at a line's start; "Motif: x" is not French. A lone
  // "?" (an icon's text) has no word before it.
  const texts = Object.values(translations.get('fr') ?? {}).flatMap((screen) => Object.values(screen ?? {}).filter((text) => typeof text === 'string'));
  it('before ":", ";", "?", "!", "%" and "»", after "«"', () => {
    const unset = /(?<=[^\u202f])[:;?!%»]|«(?!\u202f)/u;
    expect(texts.filter((text) => text.length > 1 && unset.test(text))).toEqual([]);
    expect(texts.filter((text) => text.includes('\u202f:')).length).toBeGreaterThan(10);
  });
});

describe('pt: one Portuguese, the Brazilian one (pt.ts)', () => {
  // Brazilian Portuguese tells what is going on with a gerund ("Está demorando", "Carregando…"); European Portuguese's
  // "está a demorar", "A carregar…" beside it reads as a cashier of two countries. Some words are European only too.
  const texts = Object.values(translations.get('pt') ?? {}).flatMap((screen) => Object.values(screen ?? {}).filter((text) => typeof text === 'string'));
  it('no European progressive: "está a <infinitive>", "A <infinitive>…"', () => {
    const european = /\b(?:est(?:á|ão|ou|amos|ava|avam|ar|eja)|continua|fica)\s+a\s+\p{L}+[aeiô]r\b|(?:^|[.:!?]\s+)A\s+(?!partir\b)\p{L}+[aei]r(?=[\s…]|$)/u;
    expect(texts.filter((text) => european.test(text))).toEqual([]);
    expect(texts.filter((text) => /\p{L}+[aei]ndo\b/u.test(text)).length).toBeGreaterThan(10);
  });
  it('no European word (levantamento, contacto, equipa, encomenda, enviámos, introduza)', () => {
    // A placeholder ({contact}) is no word of the text.
    const european = /\b(?:levantamento|contact|equipa\b|encomenda|\p{L}+ámos\b|introduz)/iu;
    expect(texts.filter((text) => european.test(text.replace(/\{\w+\}/g, '')))).toEqual([]);
  });
});

describe('a text several screens show with one meaning is one key', () => {
  it('"Try again" (the error screen, a decline, the account pages) is APP.ERROR.RETRY alone, in the common texts of the first path', () => {
    const keys = Object.values(english).flatMap((texts) => Object.keys(texts).filter((key) => texts[key] === 'Try again'));
    expect(keys).toEqual(['APP.ERROR.RETRY']);
    expect(common['APP.ERROR.RETRY']).toBe('Try again');
  });
  it('"Error code: {code}" (the error screen, the error popup) is APP.ERROR.CODE alone', () => {
    const keys = Object.values(english).flatMap((texts) => Object.keys(texts).filter((key) => texts[key] === 'Error code: {code}'));
    expect(keys).toEqual(['APP.ERROR.CODE']);
  });
});

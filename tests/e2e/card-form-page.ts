import type { FrameLocator, Locator, Page } from 'playwright-core';
import type { TestCard } from '../../fixtures/scenario.ts';
import type { BrowserHarness, RecordedPage } from './browser.ts';

/** The test cards a `fillCard` step names: their numbers live here, so no fixture file carries one. */
export const TEST_CARD_DATA = {
  visa: { number: '4111 1111 1111 1111', cvv: '123' },
  amex: { number: '3782 822463 10005', cvv: '1234' },
  'visa-bad-luhn': { number: '4111 1111 1111 1112', cvv: '123' },
} as const satisfies Record<TestCard, { number: string; cvv: string }>;

/** What the card form is filled with; what is left out keeps the form's own value (the preset amount). */
export interface CardFormValues {
  amount?: string;
  cardNumber: string;
  expiry: string;
  cvv: string;
  cardholderName: string;
}

/** An expiry a year from now, as MM/YY. */
export function expiryNextYear(now = new Date()): string {
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 1) % 100).padStart(2, '0')}`;
}

/** A test card's values with a valid expiry and cardholder: what `fill` types for it. */
export function valuesOf(card: TestCard, amount?: string): CardFormValues {
  const { number, cvv } = TEST_CARD_DATA[card];
  return { ...(amount === undefined ? {} : { amount }), cardNumber: number, expiry: expiryNextYear(), cvv, cardholderName: 'Jane Doe' };
}

/** The card form's fields and its submit button, in a page or in the frame a merchant page embeds it in. */
export interface CardFormPage {
  readonly amount: Locator;
  readonly cardNumber: Locator;
  readonly expiry: Locator;
  readonly cvv: Locator;
  readonly cardholderName: Locator;
  readonly submit: Locator;
  /** Types each value into its field. */
  fill(values: CardFormValues): Promise<void>;
  /** What the fields hold now, in the shape `fill` takes. */
  values(): Promise<Required<CardFormValues>>;
}

/**
 * The card form of a deposit. Fields are found by their autocomplete token, not their label: labels come from the
 * server and may be in any language (rtl-arabic), the tokens are the compiler's. The label-to-field links are the
 * accessibility tests' concern.
 */
export function cardFormPage(root: Page | FrameLocator): CardFormPage {
  const field = (token: string): Locator => root.locator(`input[autocomplete="${token}"]`);
  const fields = {
    amount: field('transaction-amount'),
    cardNumber: field('cc-number'),
    expiry: field('cc-exp'),
    cvv: field('cc-csc'),
    cardholderName: field('cc-name'),
  } as const satisfies Record<keyof CardFormValues, Locator>;
  return {
    ...fields,
    submit: root.getByRole('button', { name: /^Deposit/ }),
    async fill(values) {
      if (values.amount !== undefined) await fields.amount.fill(values.amount);
      await fields.cardNumber.fill(values.cardNumber);
      await fields.expiry.fill(values.expiry);
      await fields.cvv.fill(values.cvv);
      await fields.cardholderName.fill(values.cardholderName);
    },
    async values() {
      return {
        amount: await fields.amount.inputValue(),
        cardNumber: await fields.cardNumber.inputValue(),
        expiry: await fields.expiry.inputValue(),
        cvv: await fields.cvv.inputValue(),
        cardholderName: await fields.cardholderName.inputValue(),
      };
    },
  };
}

/** The Visa test card's digits, as the submit sends them. */
export const CARD = '4111111111111111';
/** The submit call of the card method's pay group (101) in the card deposit scenarios. */
export const SUBMIT_PATH = /\/payments\/groups\/101\/submit$/;

/** Opens a deposit session's method list (with `query` added) and the card method's form. */
export async function openCardForm(harness: BrowserHarness, session: string, query = ''): Promise<{ recorded: RecordedPage; form: CardFormPage }> {
  const recorded = await harness.openPage(`/deposit?session_id=${session}${query}`);
  await recorded.page.getByRole('button', { name: /Visa \/ Mastercard/ }).click();
  const form = cardFormPage(recorded.page);
  await form.cardNumber.waitFor();
  return { recorded, form };
}

/** Everything a card number could leak into outside the submit call itself. */
export async function leaksOfCardNumber(recorded: RecordedPage): Promise<string[]> {
  const storage = await recorded.page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  return [
    ...recorded.console.map((entry) => `console: ${entry.text}`),
    ...recorded.requests.filter((request) => !SUBMIT_PATH.test(request.url)).map((request) => `request: ${request.url} ${request.postData ?? ''}`),
    `storage: ${storage}`,
    `url: ${recorded.page.url()}`,
    `cookies: ${JSON.stringify(await recorded.context.cookies())}`,
  ].filter((text) => text.replace(/\D/g, '').includes(CARD) || text.includes('4111 1111'));
}

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FlowType } from '../../../schemas/server/v1/types.ts';
import { AMOUNT_ERROR_CODES, ERROR_KEYS, amountErrorKey } from '../../../schemas/rules/error-keys.ts';
import { FIELD_HAS_ERROR } from '../../../schemas/rules/define-rule.ts';
import { INCORRECT_IBAN } from '../../../schemas/rules/iban.ts';
import { NOTHING_RECEIVED } from '../../../schemas/rules/payout-received.ts';
import { FORBIDDEN_KEY } from '../../../schemas/validators/rjsf-validator.ts';
import type { FormKey, VerificationKey } from '../message-key.ts';
import { texts as common } from '../common/en.ts';
import { texts } from './en.ts';
import { texts as verification } from '../verification/en.ts';

/** Every flow type, as a record so that a new flow type does not compile here until it is listed. */
const FLOWS: Readonly<Record<FlowType, FlowType>> = { deposit: 'deposit', withdrawal: 'withdrawal', checkout: 'checkout', routing: 'routing' };

/**
 * Every error key a rule or the validator can produce. Typed as form keys, so a key without a form text fails the
 * type check as well as the test below.
 */
const RULE_ERROR_KEYS: readonly FormKey[] = [...new Set<FormKey>([
  ...Object.values(ERROR_KEYS),
  ...Object.values(FLOWS).flatMap((flow) => AMOUNT_ERROR_CODES.map((code) => amountErrorKey(flow, code))),
  FIELD_HAS_ERROR,
  INCORRECT_IBAN,
  FORBIDDEN_KEY,
])];

/**
 * The error keys of the rules only a withdrawal form sets (payoutReceived): their texts load with the payout form
 * extension (the verification texts it uses), not on the card form's path.
 */
const PAYOUT_RULE_ERROR_KEYS: readonly VerificationKey[] = [NOTHING_RECEIVED];

/** Where rules and the validator write their keys: a quoted PH.… or CASHIER.… literal in any of their source files. */
const SOURCE_DIRS = ['../../../schemas/rules/', '../../../schemas/validators/'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

function keyLiteralsIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [...readFileSync(`${dir}${file}`, 'utf8').matchAll(/'((?:PH|CASHIER)\.[A-Z0-9_.]+)'/g)].map((match) => match[1] ?? ''));
}

describe('the form texts cover every error key the rules can produce', () => {
  const shown: Readonly<Record<string, string>> = { ...common, ...texts };

  it.each(RULE_ERROR_KEYS.map((key) => [key]))('%s has English text', (key) => {
    expect(Object.hasOwn(shown, key) ? shown[key]?.trim() : undefined).toBeTruthy();
  });

  it.each(PAYOUT_RULE_ERROR_KEYS.map((key) => [key]))('%s has English text with the payout form extension', (key) => {
    expect(verification[key].trim()).toBeTruthy();
  });

  it('lists every key literal of schemas/rules and schemas/validators (a new rule key joins the list above)', () => {
    const listed = new Set<string>([...RULE_ERROR_KEYS, ...PAYOUT_RULE_ERROR_KEYS]);
    expect(SOURCE_DIRS.flatMap(keyLiteralsIn).filter((key) => !listed.has(key))).toEqual([]);
  });
});

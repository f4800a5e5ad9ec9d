/**
 * What the cashier stores to read back after a reload, by name -> its JSON Schema. Storage is an edge like the network
 * (another release, another script of the origin or the user may have written it), so a stored value is read through
 * a validator precompiled from its schema (`virtual:cashier-validators/stored`, schemas/validators/parse-stored.ts),
 * never by hand. The validators are one module that only the screens reading them import: none is on a first path.
 */
import { storedDisplaySchema } from './display-form.schema.ts';
import { storedUnsureAccountSchema } from './unsure-account.schema.ts';
import type { SchemaType } from '../server/v1/schema-type.ts';

export const storedValues = {
  /** The payment waiting in the display form (phDisplayForm). */
  displayForm: storedDisplaySchema,
  /** A new payout account whose create had an unknown outcome, kept for the tab (phUnsureAccount in sessionStorage). */
  unsureAccount: storedUnsureAccountSchema,
} as const;

export type StoredName = keyof typeof storedValues;

/** The type of a stored value, derived from its schema. */
export type Stored<N extends StoredName> = SchemaType<(typeof storedValues)[N]>;

/** Every stored value's name, in registry order. */
export const STORED_NAMES = Object.keys(storedValues).filter((name): name is StoredName => Object.hasOwn(storedValues, name));

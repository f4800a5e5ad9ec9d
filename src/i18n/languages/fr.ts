import type { Translation } from '../message-key.ts';
import { listAndForm } from './fr/list-and-form.ts';
import { outcomes } from './fr/outcomes.ts';
import { account } from './fr/account.ts';

/** French texts of every screen; the spaces before « ? » and « : » are no-break ones (\u202f, \u00a0), as French sets them. */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

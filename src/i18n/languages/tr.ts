import type { Translation } from '../message-key.ts';
import { listAndForm } from './tr/list-and-form.ts';
import { outcomes } from './tr/outcomes.ts';
import { account } from './tr/account.ts';

/** Turkish texts of every screen; a value never takes a suffix, so none depends on how the value ends. */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

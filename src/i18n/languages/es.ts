import type { Translation } from '../message-key.ts';
import { listAndForm } from './es/list-and-form.ts';
import { outcomes } from './es/outcomes.ts';
import { account } from './es/account.ts';

/** Spanish texts of every screen. */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

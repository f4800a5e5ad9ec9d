import type { Translation } from '../message-key.ts';
import { listAndForm } from './he/list-and-form.ts';
import { outcomes } from './he/outcomes.ts';
import { account } from './he/account.ts';

/** Hebrew texts of every screen (right to left). */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

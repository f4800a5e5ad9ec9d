import type { Translation } from '../message-key.ts';
import { listAndForm } from './sw/list-and-form.ts';
import { outcomes } from './sw/outcomes.ts';
import { account } from './sw/account.ts';

/** Swahili texts of every screen. */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

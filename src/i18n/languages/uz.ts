import type { Translation } from '../message-key.ts';
import { listAndForm } from './uz/list-and-form.ts';
import { outcomes } from './uz/outcomes.ts';
import { account } from './uz/account.ts';

/** Uzbek (Latin script) texts of every screen. */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

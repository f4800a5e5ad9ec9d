import type { Translation } from '../message-key.ts';
import { listAndForm } from './ru/list-and-form.ts';
import { outcomes } from './ru/outcomes.ts';
import { account } from './ru/account.ts';

/** Russian texts of every screen. */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

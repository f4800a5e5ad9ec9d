import type { Translation } from '../message-key.ts';
import { listAndForm } from './hi/list-and-form.ts';
import { outcomes } from './hi/outcomes.ts';
import { account } from './hi/account.ts';

/** Hindi texts of every screen (ASCII digits, as the spec's formats). */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

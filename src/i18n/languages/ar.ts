import type { Translation } from '../message-key.ts';
import { listAndForm } from './ar/list-and-form.ts';
import { outcomes } from './ar/outcomes.ts';
import { account } from './ar/account.ts';

/** Arabic texts of every screen (right to left; ASCII digits, as the spec's formats). */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

import type { Translation } from '../message-key.ts';
import { listAndForm } from './uk/list-and-form.ts';
import { outcomes } from './uk/outcomes.ts';
import { account } from './uk/account.ts';

/** Ukrainian texts of every screen. */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

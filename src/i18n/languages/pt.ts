import type { Translation } from '../message-key.ts';
import { listAndForm } from './pt/list-and-form.ts';
import { outcomes } from './pt/outcomes.ts';
import { account } from './pt/account.ts';

/** Portuguese texts of every screen, in Brazilian usage (pt-BR is the spec's example of lang). */
export const translation = { ...listAndForm, ...outcomes, ...account } satisfies Translation;

import type { MerchantCommand } from './protocol.ts';

/** Where the cashier stands when a command arrives: its address, and the method list of its flow. */
export interface CommandContext {
  href: string;
  /** The current flow's method list, e.g. /deposit. */
  listPath: string;
}

/**
 * Where a command takes the cashier; null: start again here (reinit). A new session opens the flow's method list
 * with the same start-up parameters (language, theme, direction…); theme and language reopen the page where it is,
 * because every screen reads them at start-up. A language keeps the brand of `lang=language-BRAND`.
 */
export function commandAddress(command: MerchantCommand, { href, listPath }: CommandContext): string | null {
  const url = new URL(href);
  switch (command.type) {
    case 'reinit':
      return null;
    case 'setSessionId':
      url.pathname = listPath;
      url.searchParams.delete('cashier_session_id');
      url.searchParams.set('session_id', command.sessionId);
      break;
    case 'setTheme':
      url.searchParams.set('theme', command.theme);
      break;
    case 'setLanguage': {
      // lang is language-BRAND (en-NOMAD): the brand stays the session's, only the language changes.
      const brand = url.searchParams.get('lang')?.split('-')[1];
      url.searchParams.set('lang', brand === undefined || brand === '' ? command.language : `${command.language}-${brand}`);
      break;
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
  return url.toString();
}

/**
 * Where commands in a row take the cashier, each from where the one before left it; null: start again here. Commands
 * held during a submit are obeyed together, as one page load: obeyed one by one, each reload would cut off the one
 * before, and only the last would count.
 */
export function commandsAddress(commands: readonly MerchantCommand[], { href, listPath }: CommandContext): string | null {
  return commands.reduce<string | null>((address, command) => commandAddress(command, { href: address ?? href, listPath }) ?? address, null);
}

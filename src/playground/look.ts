import { applyDocumentAttributes } from '../app/document-attributes.ts';

/** The page's look for QA: theme and text direction, the same data attributes the cashier sets. */
export interface Look {
  theme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
}

/** `?theme=dark` and `?dir=rtl`; light and left to right otherwise. */
export function readLook(search: string): Look {
  const query = new URLSearchParams(search);
  return { theme: query.get('theme') === 'dark' ? 'dark' : 'light', dir: query.get('dir') === 'rtl' ? 'rtl' : 'ltr' };
}

/** Puts the look on the document, as the cashier does at start-up. */
export function applyLook(look: Look): void {
  applyDocumentAttributes(document, { ...look, language: 'en' });
}

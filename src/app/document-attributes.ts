import type { StartParams } from './start-params.ts';

/** The page carries its theme and text direction as data attributes (spec section 1); CSS reads them. */
export function applyDocumentAttributes(doc: Document, params: Pick<StartParams, 'theme' | 'dir' | 'language'>): void {
  doc.documentElement.lang = params.language;
  doc.documentElement.dir = params.dir;
  doc.body.dataset['theme'] = params.theme;
  doc.body.dataset['dir'] = params.dir;
}

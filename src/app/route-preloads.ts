import { entryKey, staticClosure, type Manifest } from './build-manifest.ts';
import { isLazyView, LAZY_VIEW_SOURCES, matchRoute } from './route-table.ts';

/**
 * The files (dist-relative) a deep link's screen loads beyond the entry's: its lazy chunk, the chunks that chunk
 * imports and their CSS; none for the method list, whose code is the entry's, or an address no route knows.
 */
export function routePreloads(manifest: Manifest, pathname: string): string[] {
  const view = matchRoute(pathname)?.entry.view;
  if (view === undefined || !isLazyView(view)) return [];
  const screen = Object.entries(manifest).find(([, chunk]) => chunk.src === LAZY_VIEW_SOURCES[view]);
  if (screen === undefined) return [];
  const entryFiles = new Set(staticClosure(manifest, [entryKey(manifest)]));
  return staticClosure(manifest, [screen[0]]).filter((file) => !entryFiles.has(file));
}

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page with a preload link per file before </head>: the screen's code downloads beside the entry's instead of
 * after it has run. Links, not script, so the CSP needs no exception; `crossorigin` as Vite's loader requests them,
 * so the loader reuses what was preloaded.
 */
export function injectPreloads(html: string, base: string, files: readonly string[]): string {
  const links = files.map((file) => {
    const href = escapeAttribute(`${base}${file}`);
    return file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${href}" />` : `<link rel="modulepreload" crossorigin href="${href}" />`;
  });
  return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

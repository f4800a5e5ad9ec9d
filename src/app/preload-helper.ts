/** Stylesheets being linked now, by address: a second import waiting for one waits for the same load. */
const loadingStylesheets = new Map<string, Promise<void>>();

function isLinked(href: string, stylesheet: boolean): boolean {
  return [...document.getElementsByTagName('link')].some((link) => link.href === href && (!stylesheet || link.rel === 'stylesheet'));
}

/** Links `href`; for a stylesheet, resolves once it has loaded and rejects when it cannot. */
function linkFile(href: string): Promise<void> | undefined {
  const stylesheet = href.endsWith('.css');
  const loading = loadingStylesheets.get(href);
  if (loading !== undefined || isLinked(href, stylesheet)) return loading;
  const link = document.createElement('link');
  link.rel = stylesheet ? 'stylesheet' : 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
  if (!stylesheet) return undefined;
  const load = new Promise<void>((loaded, failed) => {
    link.addEventListener('load', () => loaded());
    link.addEventListener('error', () => failed(new Error(`Unable to preload CSS for ${href}`)));
  }).finally(() => loadingStylesheets.delete(href));
  loadingStylesheets.set(href, load);
  return load;
}

/**
 * What the cashier needs of Vite's preload helper, which its build wraps around each lazy `import()` (Vite names it,
 * hence the name): before a lazy chunk runs, its stylesheets are in (so its screen never draws unstyled; a stylesheet
 * that fails rejects the import, which `loadChunk` reports) and its static imports are fetched beside it
 * (`modulepreload`). A file the page already links (the host's modulepreload on a deep link, a stylesheet loaded
 * before) is not linked twice. `deps` are paths from the site's root (base `/`, where the host serves every chunk).
 * Vite's own helper also covers browsers without modulepreload, CSP nonces, relative bases and its
 * `vite:preloadError` event, none of which the cashier uses (es2022 targets, a CSP without nonces, base `/`): this one
 * is 0.4 KiB gzip less on both first paths.
 */
export function __vitePreload<Module>(load: () => Promise<Module>, deps?: readonly string[]): Promise<Module> {
  const stylesheets = (deps ?? []).map((dep) => linkFile(new URL(`/${dep}`, document.baseURI).href));
  return Promise.all(stylesheets).then(load);
}

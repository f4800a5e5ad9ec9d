import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Manifest } from './build-manifest.ts';
import { LAZY_VIEW_SOURCES } from './route-table.ts';
import { injectPreloads, routePreloads } from './route-preloads.ts';

/** A build's manifest as Vite 8 writes it: the entry, the form screen with a shared chunk and its CSS, a result page. */
const manifest: Manifest = {
  'index.html': { file: 'assets/main-1.js', src: 'index.html', isEntry: true, imports: ['_runtime-2.js'], css: ['assets/main-3.css'] },
  '_runtime-2.js': { file: 'assets/runtime-2.js' },
  [LAZY_VIEW_SOURCES.methodForm]: {
    file: 'assets/method-form-screen-4.js',
    src: LAZY_VIEW_SOURCES.methodForm,
    isDynamicEntry: true,
    imports: ['index.html', '_rules-5.js'],
    dynamicImports: ['field-widgets/phone.tsx'],
    css: ['assets/method-form-screen-6.css'],
  },
  '_rules-5.js': { file: 'assets/rules-5.js', imports: ['_runtime-2.js'] },
  'field-widgets/phone.tsx': { file: 'assets/phone-7.js', src: 'field-widgets/phone.tsx', isDynamicEntry: true },
  [LAZY_VIEW_SOURCES.result]: { file: 'assets/result-screen-8.js', src: LAZY_VIEW_SOURCES.result, isDynamicEntry: true, imports: ['index.html'] },
};

describe('routePreloads', () => {
  it.each<[string, string[]]>([
    ['/deposit/card/', ['assets/method-form-screen-4.js', 'assets/method-form-screen-6.css', 'assets/rules-5.js']],
    ['/withdrawal/card/', ['assets/method-form-screen-4.js', 'assets/method-form-screen-6.css', 'assets/rules-5.js']],
    ['/deposit/deposit-success', ['assets/result-screen-8.js']],
    ['/deposit', []],
    ['/nowhere/at/all', []],
    ['/withdrawal-cards', []],
  ])('%s preloads its screen\'s chunks beyond the entry\'s, not its lazy widgets', (path, files) => {
    expect(routePreloads(manifest, path).sort()).toEqual(files);
  });
});

describe('injectPreloads', () => {
  it('adds a modulepreload per script and a style preload per stylesheet before </head>, as Vite requests them', () => {
    const html = injectPreloads('<head><title>x</title></head>', '/', ['assets/a.js', 'assets/b.css']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js" />');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/b.css" />');
    expect(html.indexOf('a.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the page as it is without files, and escapes what it writes', () => {
    expect(injectPreloads('<head></head>', '/', [])).toBe('<head></head>');
    expect(injectPreloads('<head></head>', '/', ['assets/"><script>.js'])).not.toContain('"><script>');
  });
});

describe('LAZY_VIEW_SOURCES', () => {
  it('names exactly the modules view-loaders.ts imports', () => {
    const source = readFileSync(new URL('./view-loaders.ts', import.meta.url), 'utf8');
    const imported = [...source.matchAll(/import\('\.\.\/(screens\/[^']+)'\)/g)].map(([, path]) => path);
    expect(new Set(imported)).toEqual(new Set(Object.values(LAZY_VIEW_SOURCES)));
  });
});

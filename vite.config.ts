import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fixtureServer } from './fixtures/server/vite-plugin.ts';
import { FIXTURE_ANALYTICS_URL, FIXTURE_REALTIME_URL } from './fixtures/server/centrifuge-fixture.ts';
import { standaloneValidators } from './schemas/validators/vite-plugin.ts';
import { cashierHost } from './src/app/host-plugin.ts';
import { compileHints } from './src/app/compile-hints-plugin.ts';
import { slimPreloadHelper } from './src/app/preload-helper-plugin.ts';
import { terserPass } from './src/app/terser-pass-plugin.ts';
import { LAZY_VIEW_SOURCES } from './src/app/route-table.ts';
import { securityHeaders } from './src/app/security-headers.ts';
import { bundleReport } from './tests/perf/bundle-report-plugin.ts';

/**
 * Heavy code rjsf imports for features the compiled forms never use: markdown descriptions, $ref resolution, allOf
 * merging, and the default fields, widgets and templates of arrays, anyOf/oneOf, grids and the like (src/app/rjsf-slim);
 * and the pre-React-18 useSyncExternalStore shim of wouter and swr. Only for builds: the dev server pre-bundles all of
 * @rjsf/core, whose test registry runs ajv's compiler, which needs the real fast-uri.
 */
const productionAliases = [
  { find: 'markdown-to-jsx/react', replacement: fileURLToPath(new URL('./src/app/plain-markdown.tsx', import.meta.url)) },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: fileURLToPath(new URL('./src/app/sync-external-store.ts', import.meta.url)) },
  { find: 'fast-uri', replacement: fileURLToPath(new URL('./src/app/uri-resolver.ts', import.meta.url)) },
  { find: /^\.\/shallowAllOfMerge\.js$/, replacement: fileURLToPath(new URL('./src/app/no-all-of-merge.ts', import.meta.url)) },
  // rjsf's anyOf/oneOf option matching and the path schema of omitExtraData: the compiled forms use neither.
  { find: /^\.\/(getClosestMatchingOption|getFirstMatchingOption)\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/no-schema-options.ts', import.meta.url)) },
  { find: /^\.\/optionsList\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/no-options-list.ts', import.meta.url)) },
  { find: /^\.\/toPathSchema\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/no-path-schema.ts', import.meta.url)) },
  { find: /^\.\/getTestIds\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/no-test-ids.ts', import.meta.url)) },
  { find: /^\.\.?\/deepEquals\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/deep-equals.ts', import.meta.url)) },
  // rjsf's schema functions, widget lookup, texts and SchemaUtils, cut to what a compiled form (one flat object of string
  // and boolean fields: src/app/rjsf-slim/rjsf-slim.test.ts) reaches; each stand-in says why that is safe.
  { find: /^\.(\.\/schema)?\/retrieveSchema\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/retrieve-schema.ts', import.meta.url)) },
  { find: /^\.\/getDefaultFormState\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/get-default-form-state.ts', import.meta.url)) },
  { find: /^\.\/omitExtraData\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/no-omit-extra-data.ts', import.meta.url)) },
  { find: /^\.\/sanitizeDataForNewSchema\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/no-sanitize-data.ts', import.meta.url)) },
  { find: /^\.\/schemaHasNestedConditional\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/no-nested-conditional.ts', import.meta.url)) },
  { find: /^\.\.?\/findSchemaDefinition\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/no-schema-definitions.ts', import.meta.url)) },
  { find: /^\.\/getWidget\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/get-widget.ts', import.meta.url)) },
  { find: /^\.\/enums\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/translatable-strings.ts', import.meta.url)) },
  { find: /^\.\/createSchemaUtils\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/schema-utils.ts', import.meta.url)) },
  // rjsf's Form, as @rjsf/core's index (and its unused withTheme) imports it: a function component doing what the
  // cashier's form asks of it (src/app/rjsf-slim/form.tsx).
  { find: /^\.\/components\/Form\.js$/, replacement: fileURLToPath(new URL('./src/app/rjsf-slim/form.tsx', import.meta.url)) },
  // Imported by @rjsf/core's getDefaultRegistry only.
  ...(['fields', 'widgets', 'templates'] as const).map((part) => ({
    find: new RegExp(`^\\./components/${part}/index\\.js$`),
    replacement: fileURLToPath(new URL(`./src/app/rjsf-slim/${part}.ts`, import.meta.url)),
  })),
];

/** Modules the card form's chunk shares with other lazy chunks, each a few hundred bytes (see `form-common` below). */
const FORM_COMMON_MODULES = /schemas\/rules\/(define-rule|error-keys)\.ts$|@rjsf\/utils\/lib\/(constants|idGenerators)\.js$|src\/api\/(user-cards|outcome-unknown)\.ts$|src\/app\/fingerprint\.ts$|src\/screens\/method-form\/hold-page\.ts$|src\/screens\/result\/(unconfirmed-entry|unknown-outcome)\.ts$|src\/screens\/status\/carried-query-key\.ts$|schemas\/format\/(typed-text|server-value)\.ts$|ajv\/dist\/runtime\/ucs2length\.js$/;

/**
 * The verification texts and the countdown drawn with them (the code and payout-block timers, the display form's
 * time to pay), and the stored values' validators (the display form's, the payout form's unsure account): one chunk
 * for the three lazy screens that share them, not two or three (each chunk is one more name in the entry's preload map).
 */
const COUNTDOWN_MODULES =
  /src\/i18n\/verification(\/en)?\.ts$|src\/screens\/verification\/(use-countdown\.ts|countdown-timer\.tsx|countdown-text\.ts)$|schemas\/money\/format-countdown\.ts$|schemas\/validators\/parse-stored\.ts$|virtual:cashier-validators\/stored$/;

/**
 * The chunks that run almost whole once loaded, compiled eagerly (compile-hints-plugin.ts): the entry, the card form's
 * screen, and each answer's validator (one chunk per payload, run over the whole answer it checks: the select answer's,
 * compiled on the main thread at its first call, held the card form's first render back ~15 ms at 4x CPU).
 */
const runsOnFirstPath = (chunk: { isEntry: boolean; facadeModuleId: string | null }): boolean =>
  chunk.isEntry ||
  chunk.facadeModuleId === fileURLToPath(new URL(`./src/${LAZY_VIEW_SOURCES.methodForm}`, import.meta.url)) ||
  (chunk.facadeModuleId?.startsWith('\0virtual:cashier-validators/payload/') ?? false);

export default defineConfig(({ command }) => ({
  root: 'src',
  publicDir: false,
  envDir: '..',
  plugins: [react(), standaloneValidators(), fixtureServer(), cashierHost({ realtimeUrl: FIXTURE_REALTIME_URL, analyticsUrl: FIXTURE_ANALYTICS_URL }), bundleReport(fileURLToPath(new URL('./', import.meta.url))), terserPass(), compileHints(runsOnFirstPath), slimPreloadHelper()],
  resolve: { alias: command === 'build' ? productionAliases : [] },
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser the cashier supports (es2022) has <link rel=modulepreload>; where one lacks it the links are only
    // ignored and chunks load on import. The polyfill cost both first paths ~0.6 KB gzip.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: { main: fileURLToPath(new URL('./src/index.html', import.meta.url)) },
    },
  },
  // QA's descriptor playground (/playground.html) is built as its own environment, after the cashier and into the same
  // dist/: as a second input of one build it would share React with the cashier and split the cashier's entry chunk
  // (+1 KB gzip on the method list). Built apart, the cashier's chunks are exactly what they are without it.
  environments: {
    client: {
      build: {
        // Every module of the first paths in the entry chunk. By default Rolldown moves a module the entry loads into a
        // chunk of its own as soon as a lazy chunk imports it too (rolldown#10731): valtio, React, the translator...
        // became six more requests and ~1.5 KB gzip more on each first path.
        // The small modules the card form shares with other lazy screens (the rules' helpers, rjsf's ids, the saved
        // cards' call, whether a timed-out call's outcome is unknown, the page hold of a submit and a code's confirm, ajv's string length) in one chunk rather than six: -0.7 KB gzip and five requests on that path.
        rollupOptions: { output: { codeSplitting: { groups: [{ name: 'main', tags: ['$initial'] }, { name: 'form-common', test: FORM_COMMON_MODULES }, { name: 'verification', test: COUNTDOWN_MODULES }] } } },
      },
    },
    playground: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        manifest: false,
        // One chunk with React, rjsf and every recorded scenario: a QA tool, never on a user's path.
        chunkSizeWarningLimit: 2048,
        rollupOptions: { input: fileURLToPath(new URL('./src/playground.html', import.meta.url)) },
      },
    },
    // The merchants' embed SDK: no React, its own environment for the same reason, as dist/embed/cashier-embed.js
    // (ESM) and cashier-embed.iife.js (a script tag; the global CashierEmbed).
    sdk: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        manifest: false,
        lib: {
          entry: fileURLToPath(new URL('./src/embed-sdk/index.ts', import.meta.url)),
          name: 'CashierEmbed',
          formats: ['es', 'iife'],
          fileName: (format) => `embed/cashier-embed.${format === 'es' ? 'js' : 'iife.js'}`,
        },
        rollupOptions: { input: fileURLToPath(new URL('./src/embed-sdk/index.ts', import.meta.url)) },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      for (const name of ['client', 'playground', 'sdk']) {
        const environment = builder.environments[name];
        if (environment === undefined) throw new Error(`vite.config.ts: no ${name} build environment`);
        await builder.build(environment);
      }
    },
  },
  // The Content-Security-Policy and the runtime configuration are written per request by cashierHost().
  preview: { headers: { ...securityHeaders() } },
  test: {
    root: '.',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['{src,schemas,field-widgets,fixtures}/**/*.test.{ts,tsx}', 'tests/perf/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['schemas/patterns/unit-setup.ts', 'tests/dom-test-setup.ts'],
          execArgv: ['--disallow-code-generation-from-strings'],
          // A jsdom file's first test also pays for importing React, rjsf and the widgets: seconds on a loaded machine.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Run once more after a failure: a loaded two-CPU machine can miss a browser timing a quiet one meets. A test
          // that needed it is listed by tests/e2e/flaky-reporter.ts at the end of `npm test`, to be fixed, not hidden.
          retry: 1,
          // A poll waits on the browser (a request recorded, a region read out): 1 s, the default, is too short under load.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
}));

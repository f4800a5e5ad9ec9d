import type { Plugin } from 'vite';

/** One chunk of the build: its file and the rendered (minified, pre-gzip) bytes of each module in it. */
export interface ReportChunk {
  readonly file: string;
  readonly modules: Readonly<Record<string, number>>;
}

/** Where the report lands, beside Vite's manifest: `tests/perf/budget.ts` prints the heaviest modules of each path. */
export const BUNDLE_REPORT_FILE = '.vite/bundle-report.json';

const shortId = (id: string, root: string): string =>
  id.replace(/^\0/, '').replace(root, '').replace(/^.*\/node_modules\//, '');

/** Writes which modules each JS chunk holds and their rendered sizes (a build-output bundle report). */
export function bundleReport(root: string): Plugin {
  return {
    name: 'cashier-bundle-report',
    apply: 'build',
    // The cashier's own build; the QA playground, built into the same dist/, is nobody's first path.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: ReportChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          if (info.renderedLength > 0) modules[shortId(id, root)] = info.renderedLength;
        }
        chunks.push({ file: output.fileName, modules });
      }
      this.emitFile({ type: 'asset', fileName: BUNDLE_REPORT_FILE, source: `${JSON.stringify(chunks, null, 1)}\n` });
    },
  };
}

import { describe, expect, it } from 'vitest';
import { BUDGETS, bundlePaths, earlyTelemetry, overBudget, parseManifest, pathSize, staticClosure, type Manifest } from './bundle-paths.ts';

/** Shape of a real Vite 8 manifest: HTML entry, shared vendor chunk, lazy screen with its own CSS and a lazy child. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/main-a1.js',
    src: 'index.html',
    name: 'main',
    isEntry: true,
    imports: ['_react-b2.js'],
    dynamicImports: [
      'screens/method-list/method-carousel.tsx',
      'screens/method-form/method-form-screen.tsx',
      'screens/withdrawal-form/WithdrawalForm.tsx',
      '../virtual:cashier-validators/payload/depositMethods',
      '../virtual:cashier-validators/payload/methodDetails',
      '../virtual:cashier-validators/payload/paymentResult',
    ],
    css: ['assets/main-c3.css'],
  },
  '../virtual:cashier-validators/payload/depositMethods': { file: 'assets/depositMethods-v1.js', isDynamicEntry: true },
  '../virtual:cashier-validators/payload/methodDetails': { file: 'assets/methodDetails-v2.js', isDynamicEntry: true, imports: ['_ucs2-v4.js'] },
  '../virtual:cashier-validators/payload/paymentResult': { file: 'assets/paymentResult-v3.js', isDynamicEntry: true },
  '_ucs2-v4.js': { file: 'assets/ucs2-v4.js' },
  'screens/method-list/method-carousel.tsx': {
    file: 'assets/method-carousel-k1.js',
    src: 'screens/method-list/method-carousel.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_screen-signal-k2.js'],
    css: ['assets/method-carousel-k3.css'],
  },
  '_screen-signal-k2.js': { file: 'assets/screen-signal-k2.js' },
  '_react-b2.js': { file: 'assets/react-b2.js', name: 'react' },
  '_rjsf-d4.js': { file: 'assets/rjsf-d4.js', name: 'rjsf', imports: ['_react-b2.js'] },
  'screens/method-form/method-form-screen.tsx': {
    file: 'assets/DepositForm-e5.js',
    src: 'screens/method-form/method-form-screen.tsx',
    name: 'DepositForm',
    isDynamicEntry: true,
    imports: ['_rjsf-d4.js', '_react-b2.js'],
    dynamicImports: ['field-widgets/phone/PhoneWidget.tsx', 'screens/method-form/bonus-ribbon.tsx'],
    css: ['assets/DepositForm-f6.css'],
  },
  'field-widgets/phone/PhoneWidget.tsx': {
    file: 'assets/PhoneWidget-g7.js',
    src: 'field-widgets/phone/PhoneWidget.tsx',
    isDynamicEntry: true,
    imports: ['_react-b2.js'],
  },
  'screens/method-form/bonus-ribbon.tsx': {
    file: 'assets/bonus-ribbon-i9.js',
    src: 'screens/method-form/bonus-ribbon.tsx',
    isDynamicEntry: true,
    imports: ['_react-b2.js'],
  },
  'screens/withdrawal-form/WithdrawalForm.tsx': {
    file: 'assets/WithdrawalForm-h8.js',
    src: 'screens/withdrawal-form/WithdrawalForm.tsx',
    isDynamicEntry: true,
    imports: ['_rjsf-d4.js'],
  },
};

function without(source: Manifest, key: string): Manifest {
  return Object.fromEntries(Object.entries(source).filter(([candidate]) => candidate !== key));
}

describe('bundlePaths', () => {
  const paths = bundlePaths(manifest);

  it.each([
    [
      'method-list',
      ['assets/main-a1.js', 'assets/main-c3.css', 'assets/react-b2.js', 'assets/method-carousel-k1.js', 'assets/method-carousel-k3.css', 'assets/screen-signal-k2.js'],
    ],
    [
      'card-form',
      [
        'assets/main-a1.js',
        'assets/main-c3.css',
        'assets/react-b2.js',
        'assets/DepositForm-e5.js',
        'assets/DepositForm-f6.css',
        'assets/rjsf-d4.js',
        'assets/methodDetails-v2.js',
        'assets/ucs2-v4.js',
      ],
    ],
  ] as const)('%s loads exactly its static closure with CSS, and the validators of the answers it reads', (path, files) => {
    expect([...paths[path]].sort()).toEqual([...files].sort());
  });

  it('counts the carousel on the list, which waits for it, and not on a form deep link, which fetches it once usable', () => {
    expect(paths['method-list']).toContain('assets/method-carousel-k1.js');
    expect(paths['card-form']).not.toContain('assets/method-carousel-k1.js');
    expect(paths['card-form']).not.toContain('assets/screen-signal-k2.js');
  });

  it('fails loudly when the carousel is not a chunk of its own', () => {
    expect(() => bundlePaths(without(manifest, 'screens/method-list/method-carousel.tsx'))).toThrow(/method-carousel/);
  });

  it('leaves out dynamic imports the path does not need', () => {
    expect(paths['card-form']).not.toContain('assets/PhoneWidget-g7.js');
    expect(paths['card-form']).not.toContain('assets/bonus-ribbon-i9.js');
    expect(paths['card-form']).not.toContain('assets/WithdrawalForm-h8.js');
    expect(paths['card-form']).not.toContain('assets/paymentResult-v3.js');
  });

  it('fails loudly when a validator the path needs is not a chunk of its own', () => {
    expect(() => bundlePaths(without(manifest, '../virtual:cashier-validators/payload/methodDetails'))).toThrow(/methodDetails validator/);
  });

  it('fails loudly when the deposit form is not a separate chunk', () => {
    expect(() => bundlePaths(without(manifest, 'screens/method-form/method-form-screen.tsx'))).toThrow(/screens\/method-form/);
  });

  it('fails when the HTML entry is missing', () => {
    expect(() => bundlePaths(without(manifest, 'index.html'))).toThrow(/HTML entry/);
  });
});

describe('staticClosure', () => {
  it('visits shared chunks once, even through import cycles', () => {
    const cyclic: Manifest = {
      a: { file: 'a.js', imports: ['b'] },
      b: { file: 'b.js', imports: ['a'] },
    };
    expect(staticClosure(cyclic, ['a', 'b'])).toEqual(['a.js', 'b.js']);
  });

  it('rejects an import of an unknown key', () => {
    expect(() => staticClosure({ a: { file: 'a.js', imports: ['ghost'] } }, ['a'])).toThrow(/ghost/);
  });
});

describe('overBudget', () => {
  const paths = { 'method-list': ['main.js'], 'card-form': ['main.js', 'form.js'] };

  it.each([
    ['both within budget', BUDGETS['method-list'], BUDGETS['card-form'] - BUDGETS['method-list'], []],
    ['method list one byte over', BUDGETS['method-list'] + 1, 0, ['method-list']],
    ['card form one byte over', 1024, BUDGETS['card-form'] - 1024 + 1, ['card-form']],
  ] as const)('%s', (_case, mainBytes, formBytes, expected) => {
    const sizes = new Map([
      ['main.js', mainBytes],
      ['form.js', formBytes],
    ]);
    expect(overBudget(paths, sizes)).toEqual(expected);
  });

  it('counts a file once per path', () => {
    expect(pathSize(['main.js'], new Map([['main.js', 10]]))).toBe(10);
  });
});

describe('parseManifest', () => {
  it.each([
    ['a non-object', []],
    ['an entry without file', { 'index.html': { src: 'index.html' } }],
    ['imports that are not strings', { a: { file: 'a.js', imports: [1] } }],
  ])('rejects %s', (_case, json) => {
    expect(() => parseManifest(json)).toThrow();
  });

  it('accepts a Vite manifest', () => {
    expect(parseManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });
});

describe('earlyTelemetry: error reporting, metrics and realtime stay off the first paths', () => {
  const paths = { 'method-list': ['assets/main.js'], 'card-form': ['assets/main.js', 'assets/form.js'] };
  it('passes when telemetry lives in chunks of its own', () => {
    const chunks = [
      { file: 'assets/main.js', modules: { 'src/main.tsx': 1, 'src/telemetry/interactive.ts': 1, 'src/telemetry/errors/error-queue.ts': 1 } },
      { file: 'assets/sentry-reporter.js', modules: { '@sentry/browser/build/npm/esm/prod/sdk.js': 1, 'src/telemetry/errors/sentry-reporter.ts': 1 } },
      { file: 'assets/start-telemetry.js', modules: { 'src/telemetry/start-telemetry.ts': 1, 'src/telemetry/metrics/metrics-sender.ts': 1 } },
    ];
    expect(earlyTelemetry(paths, chunks)).toEqual([]);
  });

  it('names each path, module and chunk that carries telemetry early', () => {
    const chunks = [
      { file: 'assets/main.js', modules: { 'src/main.tsx': 1 } },
      { file: 'assets/form.js', modules: { '@sentry/core/build/esm/scope.js': 1, 'centrifuge/build/index.mjs': 1 } },
    ];
    expect(earlyTelemetry(paths, chunks)).toEqual([
      'card-form: @sentry/core/build/esm/scope.js (assets/form.js)',
      'card-form: centrifuge/build/index.mjs (assets/form.js)',
    ]);
  });
});

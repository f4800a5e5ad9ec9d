/**
 * Node-side figures: compile time of descriptor lists and the rule validator's cost per call. The modules are loaded
 * through Vite's SSR loader with the validators plugin, because the validator imports the precompiled rule module
 * that only the plugin produces (`virtual:cashier-validators/field-rule`).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import type { FormParameter } from '../../schemas/server/v1/types.ts';
import { standaloneValidators } from '../../schemas/validators/vite-plugin.ts';
import { REPO_ROOT } from '../e2e/preview-server.ts';
import { stats, type Stats } from './bench-support.ts';

type CompileModule = typeof import('../../schemas/compiler/compile-form.ts');
type RegistryModule = typeof import('../../field-widgets/registry.ts');
type GalleryModule = typeof import('../../src/playground/gallery.ts');
type ValidatorModule = typeof import('../../schemas/validators/rjsf-validator.ts');

const WARM_UP = 50;
const RUNS = 300;
/** Validation calls per timed batch: one call is too short for the clock. */
const BATCH = 100;
const CARD_SCENARIO = resolve(REPO_ROOT, 'fixtures/scenarios/deposit-card-success.json');
/** Field types each compiled only once per form (fixed names, or merged), left out when padding a list. */
const SINGLETONS = new Set(['amount', 'cardPan', 'expirationDate', 'cardCvv']);

export interface NodeFigures {
  readonly compile: readonly { readonly fields: number; readonly microseconds: Stats }[];
  readonly validate: { readonly fields: number; readonly microseconds: Stats };
}

function timeMicroseconds(runs: number, body: () => void): Stats {
  for (let run = 0; run < WARM_UP; run += 1) body();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    body();
    samples.push((performance.now() - start) * 1000);
  }
  return stats(samples);
}

/** The recorded card form's parameters (deposit-card-success, method 101). */
async function cardParameters(): Promise<FormParameter[]> {
  const scenario: unknown = JSON.parse(await readFile(CARD_SCENARIO, 'utf8'));
  const exchanges: unknown = Reflect.get(Object(scenario), 'exchanges');
  const select = Array.isArray(exchanges) ? exchanges.find((exchange: unknown) => String(Reflect.get(Object(exchange), 'path')).endsWith('/select')) : undefined;
  const parameters: unknown = Reflect.get(Object(Reflect.get(Object(select), 'body')), 'parameters');
  if (!Array.isArray(parameters)) throw new Error(`${CARD_SCENARIO} has no select answer with parameters`);
  return parameters as FormParameter[];
}

/** A realistic list of `count` fields: the card form, then the gallery's other field types, renamed, in turn. */
function descriptorList(card: readonly FormParameter[], gallery: GalleryModule, count: number): FormParameter[] {
  const others = gallery.galleryParameters().filter((param) => !SINGLETONS.has(param.type));
  const list: FormParameter[] = [...card];
  for (let index = 0; list.length - 1 < count; index += 1) {
    const param = others[index % others.length];
    if (param !== undefined) list.push({ ...param, name: `${param.name ?? param.type}_${String(index)}` });
  }
  // The card form's month and year make one field, so the list holds one parameter more than it has fields.
  return list;
}

/** Compile times of 10- and 50-field lists and the validator's time per call on the card form, in µs. */
export async function measureInNode(): Promise<NodeFigures> {
  const server = await createServer({
    configFile: false,
    root: REPO_ROOT,
    logLevel: 'error',
    plugins: [react(), standaloneValidators()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const load = <Module>(path: string): Promise<Module> => server.ssrLoadModule(path) as Promise<Module>;
    const { compileForm } = await load<CompileModule>('/schemas/compiler/compile-form.ts');
    const { fieldTypes } = await load<RegistryModule>('/field-widgets/registry.ts');
    const gallery = await load<GalleryModule>('/src/playground/gallery.ts');
    const { createRuleValidator } = await load<ValidatorModule>('/schemas/validators/rjsf-validator.ts');
    const context = { flow: 'deposit', currency: { currency_id: 978, name: 'Euro', alpha3: 'EUR', iso_number: 978, precision: 2 }, limits: { min_amount: 10, max_amount: 5000 } } as const;
    const card = await cardParameters();

    const compile = [10, 50].map((fields) => {
      const list = descriptorList(card, gallery, fields);
      const compiled = compileForm(list, context, fieldTypes);
      if (compiled.fields.length !== fields || compiled.problems.length > 0) {
        throw new Error(`the ${String(fields)}-field list compiled to ${String(compiled.fields.length)} fields: ${JSON.stringify(compiled.problems)}`);
      }
      return { fields, microseconds: timeMicroseconds(RUNS, () => void compileForm(list, context, fieldTypes)) };
    });

    const form = compileForm(card, context, fieldTypes);
    const validator = createRuleValidator();
    const values = { amount: '50', card_pan: '4111111111111111', expirationDate: '12/30', card_cvv: '123', cardholder_name: 'ANNA SCHMIDT' };
    if (validator.validateFormData(values, form.schema).errors.length > 0) throw new Error('the card values should be valid');
    const batch = timeMicroseconds(RUNS, () => {
      for (let call = 0; call < BATCH; call += 1) validator.validateFormData(values, form.schema);
    });
    const perCall = { median: batch.median / BATCH, q1: batch.q1 / BATCH, q3: batch.q3 / BATCH, min: batch.min / BATCH, max: batch.max / BATCH, count: batch.count * BATCH };
    return { compile, validate: { fields: form.fields.length, microseconds: perCall } };
  } finally {
    await server.close();
  }
}

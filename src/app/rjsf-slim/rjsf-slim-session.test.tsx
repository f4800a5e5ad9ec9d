// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createSchemaUtils, type RJSFSchema, type SchemaUtilsType } from '@rjsf/utils';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import { createRuleValidator } from '../../../schemas/validators/rjsf-validator.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { lazyWidgetsLoaded } from '../../../field-widgets/render-form.testing.tsx';
import { galleryParameters } from '../../playground/gallery.ts';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { CashierForm } from '../../screens/method-form/cashier-form.tsx';
import getDefaultFormState from './get-default-form-state.ts';
import retrieveSchema from './retrieve-schema.ts';
import createSlimSchemaUtils from './schema-utils.ts';

type Utils = SchemaUtilsType<unknown, RJSFSchema>;

/** The prototype of rjsf's SchemaUtils, through which its Form and fields reach every schema function. */
const utils: Utils = Object.getPrototypeOf(createSchemaUtils(createRuleValidator<unknown>(), {}));

/** The schema functions the production build stands aside as unreachable: a session must never call them. */
const UNREACHED = ['omitExtraData', 'sanitizeDataForNewSchema', 'toPathSchema', 'getClosestMatchingOption', 'getFirstMatchingOption', 'findSelectedOptionInXxxOf'] as const;

// The gallery's labels are server texts with no translation, which the translator names in the console.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// The cashier's form on rjsf as published (the unit tests run without the production aliases), driven as a user does:
// typing, leaving and clearing every text field, ticking every box, choosing a saved card and back, submitting. Each
// answer rjsf's retrieveSchema, getDefaultFormState and findFieldInSchema give is compared with the stand-in's on the
// same call.
it('a session with the gallery form calls nothing the production build leaves out, and the stand-ins answer as rjsf', async () => {
  const unreached = UNREACHED.map((name) => vi.spyOn(utils, name));
  // Every method rjsf calls must be one the slim SchemaUtils of the production build has (schema-utils.ts).
  const slimUtils = createSlimSchemaUtils(createRuleValidator<unknown>(), {});
  const slimMethods = Object.getOwnPropertyNames(Object.getPrototypeOf(slimUtils));
  const methods = Object.getOwnPropertyNames(utils).filter((name) => name !== 'constructor' && !(UNREACHED as readonly string[]).includes(name));
  const wrapped = ['getDefaultFormState', 'retrieveSchema', 'findFieldInSchema'];
  const called = methods.filter((name) => !wrapped.includes(name)).map((name) => vi.spyOn(utils, name as keyof Utils));
  const { getDefaultFormState: rjsfDefaults, retrieveSchema: rjsfRetrieve, findFieldInSchema: rjsfFindField } = utils;
  const fieldsFound: [unknown, unknown][] = [];
  const defaults: [unknown, unknown][] = [];
  const retrieved: [unknown, unknown][] = [];
  vi.spyOn(utils, 'getDefaultFormState').mockImplementation(function (this: Utils, schema, formData, includeUndefined, initial) {
    const answer = rjsfDefaults.call(this, schema, formData, includeUndefined, initial);
    defaults.push([getDefaultFormState(undefined, schema, formData, undefined, includeUndefined), answer]);
    return answer;
  });
  vi.spyOn(utils, 'findFieldInSchema').mockImplementation(function (this: Utils, schema, path, formData) {
    const answer = rjsfFindField.call(this, schema, path, formData);
    fieldsFound.push([slimUtils.findFieldInSchema(schema, path), answer]);
    return answer;
  });
  vi.spyOn(utils, 'retrieveSchema').mockImplementation(function (this: Utils, schema, formData, resolveOptions) {
    const answer = rjsfRetrieve.call(this, schema, formData, resolveOptions);
    retrieved.push([retrieveSchema(undefined, schema), answer]);
    return answer;
  });

  const form = compileForm(galleryParameters(), formContextOf(DEFAULT_CONTEXT), fieldTypes);
  const onSubmit = vi.fn();
  const view = render(<CashierForm form={form} currency={{ alpha3: 'EUR', precision: 2 }} submitLabel={() => 'Pay'} submitting={false} onSubmit={onSubmit} />);
  await lazyWidgetsLoaded(view.container);
  const cards = screen.getByRole('radiogroup', { name: /Saved card/ });
  for (const box of screen.getAllByRole('textbox')) {
    fireEvent.change(box, { target: { value: '1' } });
    fireEvent.blur(box);
    fireEvent.change(box, { target: { value: '' } });
    fireEvent.blur(box);
  }
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
  fireEvent.click(within(cards).getAllByRole('radio')[0] ?? cards);
  fireEvent.click(within(cards).getAllByRole('radio').at(-1) ?? cards);
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

  for (const spy of unreached) expect(spy, spy.getMockName()).not.toHaveBeenCalled();
  const used = [...wrapped, ...called.filter((spy) => spy.mock.calls.length > 0).map((spy) => spy.getMockName())];
  for (const name of used) expect(slimMethods, name).toContain(name);
  expect(defaults.length).toBeGreaterThan(10);
  for (const [standIn, answer] of defaults) expect(standIn).toStrictEqual(answer);
  expect(retrieved.length).toBeGreaterThan(10);
  for (const [standIn, answer] of retrieved) expect(standIn).toBe(answer);
  expect(fieldsFound.length).toBeGreaterThan(5);
  for (const [standIn, answer] of fieldsFound) expect(standIn).toStrictEqual(answer);
  // A session on the gallery, every widget loaded: ~12 s on a loaded machine, near the default 20 s.
}, 60_000);

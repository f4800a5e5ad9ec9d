// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import type { CompiledForm } from '../../../schemas/compiler/compiled-form.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { GALLERY_PRESET, PRESETS } from '../../playground/presets.ts';
import { CashierForm } from '../../screens/method-form/cashier-form.tsx';
import { createRuleValidator } from '../../../schemas/validators/rjsf-validator.ts';
import SlimForm from './form.tsx';

type FormProps = ComponentProps<typeof SlimForm>;

/** Which Form the cashier's form renders (rjsf's or the stand-in), and every call of its callbacks, as recorded. */
const form = vi.hoisted(() => ({ slim: false, calls: [] as unknown[][], formData: undefined as unknown }));
vi.mock('@rjsf/core', async (importOriginal) => {
  const { default: RjsfForm } = await importOriginal<{ default: typeof SlimForm }>();
  const { default: StandIn } = await import('./form.tsx');
  /** A change event as the parent reads it: schemaUtils is an instance each form builds its own of. */
  const readable = (arg: unknown): unknown => {
    if (typeof arg !== 'object' || arg === null) return arg;
    if ('nativeEvent' in arg) return 'the submit event';
    if (!('formData' in arg)) return arg;
    const { schemaUtils, ...event } = arg as Record<string, unknown>;
    return { ...event, schemaUtils: typeof schemaUtils };
  };
  const recorded = (name: string, callback: unknown) => (...args: unknown[]) => {
    form.calls.push([name, ...args.map(readable)]);
    return typeof callback === 'function' ? (callback as (...values: unknown[]) => unknown)(...args) : undefined;
  };
  return {
    default: (props: FormProps) => {
      const Form = form.slim ? StandIn : RjsfForm;
      const callbacks = Object.fromEntries((['onChange', 'onBlur', 'onFocus', 'onError', 'onSubmit'] as const).map((name) => [name, recorded(name, props[name])]));
      const replaced = form.formData === undefined ? {} : { formData: form.formData };
      return <Form {...({ ...props, ...callbacks, ...replaced } as FormProps)} />;
    },
  };
});

// The recorded forms' labels are server texts with no translation, which the translator names in the console.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  form.slim = false;
  form.calls = [];
  form.formData = undefined;
  vi.restoreAllMocks();
});

type Props = ComponentProps<typeof CashierForm>;
const base: Omit<Props, 'form'> = { currency: { alpha3: 'EUR', precision: 2 }, submitLabel: () => 'Pay', submitting: false, onSubmit: () => undefined };
const compiled = (parameters: unknown): CompiledForm => compileForm(parameters, formContextOf(DEFAULT_CONTEXT), fieldTypes);

/** React numbers useId ids across renders: two renders' markup differ by that alone. */
const withoutUseIds = (html: string): string => html.replaceAll(/_r_[0-9a-z]+_/g, '_id_');

function markup(props: Props, slim: boolean): string {
  form.slim = slim;
  return renderToStaticMarkup(<CashierForm {...props} />);
}

// The widgets are lazy chunks, and the gallery holds every one: each stands as a busy placeholder until its chunk is in.
// Both renders of a session must meet them loaded (the phone's metadata can come well after the saved cards).
beforeAll(async () => {
  render(<CashierForm form={compiled(PRESETS.find((preset) => preset.id === GALLERY_PRESET)?.parameters)} {...base} />);
  await screen.findByRole('radiogroup', { name: /Saved card/ }, { timeout: 5000 });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  cleanup();
});

/** The form without its rules: whatever it holds can be sent. */
function withoutRules(shown: CompiledForm): CompiledForm {
  const properties = Object.fromEntries(Object.entries(shown.schema.properties).map(([name, property]) => [name, { ...property, 'x-rule': {} }]));
  return { ...shown, schema: { ...shown.schema, required: [], properties } };
}

/** A value each text field's rules take for the test card's fields, and one they may refuse for the others. */
function fixed(label: string): string {
  if (/card number/i.test(label)) return '4111 1111 1111 1111';
  if (/cvv|cvc|security/i.test(label)) return '123';
  if (/expir|valid/i.test(label)) return `12/${String((new Date().getFullYear() + 1) % 100).padStart(2, '0')}`;
  return 'Jane Doe';
}

const boxes = (): HTMLElement[] => screen.queryAllByRole('textbox');
const submit = (): void => void fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

/**
 * A user's session with the form: submitting it empty, typing, leaving, clearing a field, ticking, submitting with
 * errors and fixed, the server's errors on a field, edited away, and a form whose rules are gone, sent. What the page
 * shows after each step, where the focus is, and every callback of the Form.
 */
async function session(shown: CompiledForm, slim: boolean): Promise<{ pages: string[]; focus: (string | undefined)[]; calls: unknown[][] }> {
  form.slim = slim;
  form.calls = [];
  const sent: unknown[] = [];
  const props: Props = { form: shown, ...base, onSubmit: (values) => void sent.push(values) };
  const view = render(<CashierForm {...props} />);
  await act(async () => undefined);
  const pages: string[] = [];
  const focus: (string | undefined)[] = [];
  const step = (): void => {
    pages.push(withoutUseIds(view.container.outerHTML));
    focus.push(document.activeElement?.id);
  };
  step();
  submit();
  step();
  for (const box of boxes()) {
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.blur(box);
  }
  step();
  const [first] = boxes();
  if (first !== undefined) {
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
  }
  for (const box of screen.queryAllByRole('checkbox')) fireEvent.click(box);
  step();
  submit();
  step();
  for (const box of boxes()) {
    fireEvent.change(box, { target: { value: fixed(box.getAttribute('aria-label') ?? box.closest('.field')?.textContent ?? box.id) } });
    fireEvent.blur(box);
  }
  submit();
  step();
  const name = Object.keys(shown.schema.properties)[0] ?? '';
  view.rerender(<CashierForm {...props} serverErrors={{ [name]: ['PH.ERROR.FIELD_HAS_ERROR'] }} />);
  step();
  // Leaving another field validates the form again: the server's error stays.
  for (const box of boxes().slice(1, 2)) fireEvent.blur(box);
  step();
  submit();
  step();
  if (first !== undefined) fireEvent.change(first, { target: { value: 'Jane' } });
  step();
  view.rerender(<CashierForm {...props} form={withoutRules(shown)} />);
  step();
  submit();
  step();
  await act(async () => undefined);
  step();
  form.calls.push(['sent', ...sent]);
  const calls = form.calls;
  cleanup();
  return { pages, focus, calls };
}

/**
 * A session types into every box, each change rendering every field: at the 200-field cap (an amount and 200 alike
 * inputs) that took minutes on a loaded machine. Its session runs on the first fields, every kind the cap form holds;
 * the markup test keeps the whole form.
 */
const SESSION_FIELDS = 40;

describe.each(PRESETS.map((preset) => [preset.id, preset] as const))('the Form stand-in renders and runs %s as rjsf does', (_, preset) => {
  const shown = compiled(preset.parameters);
  const typedIn = Array.isArray(preset.parameters) && preset.parameters.length > SESSION_FIELDS ? compiled(preset.parameters.slice(0, SESSION_FIELDS)) : shown;

  it('the same markup, idle, disabled and with server errors', () => {
    const first = Object.keys(shown.schema.properties)[0] ?? '';
    for (const props of [{ form: shown, ...base }, { form: shown, ...base, submitting: true }, { form: shown, ...base, serverErrors: { [first]: ['PH.ERROR.FIELD_REQUIRED'] } }]) {
      expect(markup(props, true)).toBe(markup(props, false));
    }
  });

  it('the same pages, focus and callbacks in a session of typing, clearing, failed and fixed submits and server errors', async () => {
    const rjsf = await session(typedIn, false);
    const slim = await session(typedIn, true);
    expect(slim.calls.filter(([name]) => name === 'onSubmit').length).toBeGreaterThan(0);
    expect(slim.calls.filter(([name]) => name === 'onError').length).toBeGreaterThan(0);
    expect(slim).toEqual(rjsf);
  }, 120_000);
});

describe('the gallery form', () => {
  it('a session with saved cards chosen and back gives the same page and callbacks', async () => {
    const gallery = compiled(PRESETS.find((preset) => preset.id === GALLERY_PRESET)?.parameters);
    const run = async (slim: boolean): Promise<{ html: string; calls: unknown[][] }> => {
      form.slim = slim;
      form.calls = [];
      const view = render(<CashierForm form={gallery} {...base} />);
      const cards = await screen.findByRole('radiogroup', { name: /Saved card/ }, { timeout: 5000 });
      fireEvent.click(within(cards).getAllByRole('radio')[0] ?? cards);
      submit();
      fireEvent.click(within(cards).getAllByRole('radio').at(-1) ?? cards);
      submit();
      const html = withoutUseIds(view.container.outerHTML);
      const { calls } = form;
      cleanup();
      return { html, calls };
    };
    const rjsf = await run(false);
    const slim = await run(true);
    expect(slim.calls.length).toBeGreaterThan(3);
    expect(slim).toEqual(rjsf);
  });
});

// The cashier's form only hands Form back the data it reported (use-form-data-seed.ts); a parent replacing it has rjsf
// validate the new data at once, and one handing back what was reported keeps the form's own.
it('data the parent replaces, or hands back, as rjsf takes it', async () => {
  const gallery = compiled(PRESETS.find((preset) => preset.id === GALLERY_PRESET)?.parameters);
  const run = async (slim: boolean): Promise<{ pages: string[]; calls: unknown[][] }> => {
    form.slim = slim;
    form.calls = [];
    form.formData = undefined;
    const view = render(<CashierForm form={gallery} {...base} />);
    await act(async () => undefined);
    const pages: string[] = [];
    const [first] = boxes();
    const second = screen.getByRole<HTMLInputElement>('textbox', { name: /Postal code/ });
    if (first === undefined) throw new Error('the gallery has text fields');
    fireEvent.change(first, { target: { value: '7' } });
    fireEvent.blur(first);
    form.formData = { ...gallery.formData, [second.id.replace(/^root_/, '')]: 'replaced' };
    view.rerender(<CashierForm form={gallery} {...base} serverErrors={{}} />);
    pages.push(withoutUseIds(view.container.outerHTML), second.value);
    fireEvent.blur(second);
    pages.push(withoutUseIds(view.container.outerHTML));
    const [, reported] = form.calls.filter(([name]) => name === 'onChange').at(-1) ?? [];
    form.formData = { ...(reported as { formData: object }).formData };
    view.rerender(<CashierForm form={gallery} {...base} serverErrors={{ amount: ['PH.ERROR.FIELD_HAS_ERROR'] }} />);
    pages.push(withoutUseIds(view.container.outerHTML), second.value);
    const { calls } = form;
    cleanup();
    return { pages, calls };
  };
  const rjsf = await run(false);
  const slim = await run(true);
  expect(slim.pages[1]).toBe('replaced');
  expect(slim).toEqual(rjsf);
});

describe('what the stand-in leaves out', () => {
  it.each<[string, Partial<FormProps>]>([
    ['omitExtraData', { omitExtraData: true }],
    ['liveValidate other than onBlur', { liveValidate: true }],
    ['an error list', { showErrorList: 'top' }],
    ['noValidate', { noValidate: true }],
  ])('%s fails loudly, naming what the build left out', (_, extra) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const gallery = compiled(PRESETS.find((preset) => preset.id === GALLERY_PRESET)?.parameters);
    const props: FormProps = { schema: gallery.schema, uiSchema: gallery.uiSchema, formData: gallery.formData, validator: createRuleValidator(), liveValidate: 'onBlur', showErrorList: false, ...extra };
    expect(() => renderToStaticMarkup(<SlimForm {...props} />)).toThrow('rjsf-slim:');
  });
});

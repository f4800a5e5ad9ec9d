// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import type { FormValues } from '../../../schemas/compiler/compiled-form.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { lazyWidgetsLoaded } from '../../../field-widgets/render-form.testing.tsx';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { GALLERY_PRESET, PRESETS } from '../../playground/presets.ts';
import { CashierForm } from '../../screens/method-form/cashier-form.tsx';
import ObjectField from './object-field.tsx';

/** The ObjectField rjsf's Form renders the cashier's form with: rjsf's own (undefined) or the slim one. */
const objectField = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('@rjsf/core', async (importOriginal) => {
  const { default: Form } = await importOriginal<{ default: (props: Record<string, unknown>) => ReactNode }>();
  return {
    default: (props: Record<string, unknown>) => <Form {...props} {...(objectField.current === undefined ? {} : { fields: { ObjectField: objectField.current } })} />,
  };
});

// The recorded forms' labels are server texts with no translation, which the translator names in the console.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  objectField.current = undefined;
  vi.restoreAllMocks();
});

type Props = ComponentProps<typeof CashierForm>;
const base: Omit<Props, 'form'> = { currency: { alpha3: 'EUR', precision: 2 }, submitLabel: () => 'Pay', submitting: false, onSubmit: () => undefined };

function markup(props: Props, slim: boolean): string {
  objectField.current = slim ? ObjectField : undefined;
  return renderToStaticMarkup(<CashierForm {...props} />);
}

describe.each(PRESETS.map((preset) => [preset.id, preset] as const))('the slim ObjectField renders %s as rjsf does', (_, preset) => {
  const form = compileForm(preset.parameters, formContextOf(DEFAULT_CONTEXT), fieldTypes);

  it('the same markup, idle, disabled and with server errors', () => {
    const first = Object.keys(form.schema.properties)[0] ?? '';
    for (const props of [{ form, ...base }, { form, ...base, submitting: true }, { form, ...base, serverErrors: { [first]: ['PH.ERROR.FIELD_REQUIRED'] } }]) {
      expect(markup(props, true)).toBe(markup(props, false));
    }
  });
});

/** The gallery form after a user's session, as the page and the data sent show it. */
async function session(slim: boolean): Promise<{ html: string; changes: FormValues[]; sent: unknown[] }> {
  objectField.current = slim ? ObjectField : undefined;
  const form = compileForm(PRESETS.find((preset) => preset.id === GALLERY_PRESET)?.parameters, formContextOf(DEFAULT_CONTEXT), fieldTypes);
  const changes: FormValues[] = [];
  const sent: unknown[] = [];
  const view = render(<CashierForm form={form} {...base} onChange={(values) => changes.push(values)} onSubmit={(values) => void sent.push(values)} />);
  // A stand-in still on the page would take typing in one session and not in the other.
  await lazyWidgetsLoaded(view.container);
  const cards = screen.getByRole('radiogroup', { name: /Saved card/ });
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  for (const box of screen.getAllByRole('textbox')) {
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.blur(box);
  }
  for (const box of screen.getAllByRole('checkbox')) fireEvent.click(box);
  fireEvent.click(within(cards).getAllByRole('radio')[0] ?? cards);
  fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
  // React numbers useId ids across renders: the second session's differ by that alone.
  const html = view.container.outerHTML.replaceAll(/_r_[0-9a-z]+_/g, '_id_');
  cleanup();
  return { html, changes, sent };
}

it('the same page and data after a session of typing, leaving, ticking, choosing a card and submitting', async () => {
  const rjsf = await session(false);
  const slim = await session(true);
  expect(slim.changes.length).toBeGreaterThan(10);
  expect(slim).toEqual(rjsf);
  // Two sessions on the gallery, every widget loaded: ~10 s alone, past 20 s on a loaded machine.
}, 60_000);

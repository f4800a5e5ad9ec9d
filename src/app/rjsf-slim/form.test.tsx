// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompiledForm } from '../../../schemas/compiler/compiled-form.ts';
import { PRESETS } from '../../playground/presets.ts';
import { CashierForm } from '../../screens/method-form/cashier-form.tsx';
import { form } from './form-recorder.testing.tsx';
import { base, boxes, compiled, loadWidgets, recordEachTest, submit, typeInto, withoutUseIds, type Props } from './form.testing.tsx';

vi.mock('@rjsf/core', async (importOriginal) => (await import('./form-recorder.testing.tsx')).recordedRjsf(importOriginal));
recordEachTest();
beforeAll(loadWidgets);

function markup(props: Props, slim: boolean): string {
  form.slim = slim;
  return renderToStaticMarkup(<CashierForm {...props} />);
}

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
    await typeInto(box, '12');
    fireEvent.blur(box);
  }
  step();
  const [first] = boxes();
  if (first !== undefined) {
    await typeInto(first, '');
    fireEvent.blur(first);
  }
  for (const box of screen.queryAllByRole('checkbox')) fireEvent.click(box);
  step();
  submit();
  step();
  for (const box of boxes()) {
    await typeInto(box, fixed(box.getAttribute('aria-label') ?? box.closest('.field')?.textContent ?? box.id));
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
  if (first !== undefined) await typeInto(first, 'Jane');
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

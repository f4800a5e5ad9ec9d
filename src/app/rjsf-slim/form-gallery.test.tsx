// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GALLERY_PRESET, PRESETS } from '../../playground/presets.ts';
import { CashierForm } from '../../screens/method-form/cashier-form.tsx';
import { createRuleValidator } from '../../../schemas/validators/rjsf-validator.ts';
import SlimForm from './form.tsx';
import { form, type FormProps } from './form-recorder.testing.tsx';
import { base, boxes, compiled, loadWidgets, recordEachTest, submit, typeInto, withoutUseIds } from './form.testing.tsx';

vi.mock('@rjsf/core', async (importOriginal) => (await import('./form-recorder.testing.tsx')).recordedRjsf(importOriginal));
recordEachTest();
beforeAll(loadWidgets);

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
    await typeInto(first, '7');
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

// The stand-in renders a typed change after its frame: a blur within that frame (a digit typed, then Tab) must still
// hand the form's onBlur the value the field shows, as rjsf's Form, which renders the change at once, does.
it('a field left in the frame of its last keystroke is blurred with what it shows', async () => {
  const gallery = compiled(PRESETS.find((preset) => preset.id === GALLERY_PRESET)?.parameters);
  const run = async (slim: boolean): Promise<unknown[][]> => {
    form.slim = slim;
    form.calls = [];
    render(<CashierForm form={gallery} {...base} />);
    await act(async () => undefined);
    for (const box of boxes()) {
      fireEvent.focus(box);
      fireEvent.change(box, { target: { value: '4111 1111 1111 1111' } });
      fireEvent.blur(box);
    }
    const blurs = form.calls.filter(([name]) => name === 'onBlur');
    cleanup();
    return blurs;
  };
  const rjsf = await run(false);
  const slim = await run(true);
  expect(slim).toContainEqual(['onBlur', 'root_card_pan', '4111111111111111']);
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

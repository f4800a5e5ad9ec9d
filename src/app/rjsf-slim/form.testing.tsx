import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { compileForm } from '../../../schemas/compiler/compile-form.ts';
import type { CompiledForm } from '../../../schemas/compiler/compiled-form.ts';
import { fieldTypes } from '../../../field-widgets/registry.ts';
import { DEFAULT_CONTEXT, formContextOf } from '../../playground/form-context.ts';
import { GALLERY_PRESET, PRESETS } from '../../playground/presets.ts';
import { CashierForm } from '../../screens/method-form/cashier-form.tsx';
import { form } from './form-recorder.testing.tsx';

// What the Form stand-in's test files (form*.test.tsx) share: the cashier's form rendered over rjsf's Form or the
// stand-in (form-recorder.testing.tsx), and the steps of a test.

/**
 * Each test starts from rjsf's Form with nothing recorded. The recorded forms' labels are server texts with no
 * translation, which the translator names in the console.
 */
export function recordEachTest(): void {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => {
    cleanup();
    form.slim = false;
    form.calls = [];
    form.formData = undefined;
    vi.restoreAllMocks();
  });
}

export type Props = ComponentProps<typeof CashierForm>;
export const base: Omit<Props, 'form'> = { currency: { alpha3: 'EUR', precision: 2 }, submitLabel: () => 'Pay', submitting: false, onSubmit: () => undefined };
export const compiled = (parameters: unknown): CompiledForm => compileForm(parameters, formContextOf(DEFAULT_CONTEXT), fieldTypes);

/** React numbers useId ids across renders: two renders' markup differ by that alone. */
export const withoutUseIds = (html: string): string => html.replaceAll(/_r_[0-9a-z]+_/g, '_id_');

/**
 * The widgets are lazy chunks, and the gallery holds every one: each stands as a busy placeholder until its chunk is in.
 * Both renders of a session must meet them loaded (the phone's metadata can come well after the saved cards).
 */
export async function loadWidgets(): Promise<void> {
  render(<CashierForm form={compiled(PRESETS.find((preset) => preset.id === GALLERY_PRESET)?.parameters)} {...base} />);
  await screen.findByRole('radiogroup', { name: /Saved card/ }, { timeout: 5000 });
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 10_000 });
  cleanup();
}

export const boxes = (): HTMLElement[] => screen.queryAllByRole('textbox');
export const submit = (): void => void fireEvent.click(screen.getByRole('button', { name: 'Pay' }));

/**
 * Types into a box as a user does, a frame before the next step: the stand-in renders the form's fields for a typed
 * change once the keystroke's frame is painted (form.tsx), rjsf's Form at once.
 */
export async function typeInto(box: HTMLElement, value: string): Promise<void> {
  fireEvent.change(box, { target: { value } });
  await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { ERROR_KEYS } from '../schemas/rules/error-keys.ts';
import { UPLOAD_MAX_BYTES } from '../schemas/rules/file-upload.ts';
import { renderForm } from './render-form.testing.tsx';

/** A file of `bytes` bytes as the picker hands it over, without allocating them. */
function fileOf(name: string, type: string, bytes?: number): File {
  const file = new File(['%PDF-1.4'], name, { type });
  if (bytes !== undefined) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** An upload field through the compiler, rjsf and the registry's lazy widget. */
async function renderUpload() {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  renderForm([{ name: 'document', type: 'file_upload', label: 'Document', is_required: true }], { onSubmit });
  await screen.findByText('APP.UPLOAD.ADD', {}, { timeout: 5000 });
  const input = screen.getByLabelText(/Document/) as HTMLInputElement;
  const pick = (file: File): void => {
    fireEvent.change(input, { target: { files: [file] } });
  };
  const submit = (): void => {
    fireEvent.click(screen.getByRole('button', { name: /submit/i }));
  };
  return { input, pick, submit, onSubmit };
}

afterEach(cleanup);

describe('the file upload field type', () => {
  it('shows the formats note and a labelled, accepting file input', async () => {
    const { input } = await renderUpload();
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.pdf,.heic,.jpeg,.jpg,.png');
    expect(screen.getByText('APP.UPLOAD.FORMATS {"max":"20 MB"}')).toBeTruthy();
  });

  it.each([
    ['a 21 MB pdf', fileOf('big.pdf', 'application/pdf', 21 * 1024 * 1024), ERROR_KEYS.UPLOAD_LIMIT],
    ['a pdf one byte over the limit', fileOf('big.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1), ERROR_KEYS.UPLOAD_LIMIT],
    ['an exe', fileOf('run.exe', 'application/x-msdownload'), ERROR_KEYS.UPLOAD_ERROR],
  ])('refuses %s with the upload error modal and stores nothing', async (_, file, key) => {
    const { input, pick, submit, onSubmit } = await renderUpload();
    input.focus();
    pick(file);
    const modal = await screen.findByRole('alertdialog', { name: 'APP.UPLOAD.ERROR_TITLE' });
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(modal.textContent).toContain(key);
    expect(modal.textContent).toContain('20 MB');
    const ok = screen.getByRole('button', { name: 'APP.UPLOAD.OK' });
    expect(document.activeElement).toBe(ok);
    fireEvent.click(ok);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByText(file.name)).toBeNull();
    submit();
    expect(await screen.findByText(ERROR_KEYS.FIELD_REQUIRED)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('accepts a small pdf, shows its name and size, stores it as a named data URL, and reset clears it', async () => {
    const { input, pick, submit, onSubmit } = await renderUpload();
    pick(fileOf('statement.pdf', 'application/pdf'));
    expect(await screen.findByText('statement.pdf')).toBeTruthy();
    expect(screen.getByText('8 B')).toBeTruthy();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ document: 'data:application/pdf;name=statement.pdf;base64,JVBERi0xLjQ=' }));

    fireEvent.click(screen.getByRole('button', { name: /APP\.UPLOAD\.REMOVE/ }));
    expect(screen.queryByText('statement.pdf')).toBeNull();
    expect(document.activeElement).toBe(input);
    submit();
    expect(await screen.findByText(ERROR_KEYS.FIELD_REQUIRED)).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

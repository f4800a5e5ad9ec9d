// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormValues } from '../schemas/compiler/compiled-form.ts';
import { ERROR_KEYS } from '../schemas/rules/error-keys.ts';
import { UPLOAD_MAX_BYTES } from '../schemas/rules/file-upload.ts';
import { FSI, PDI } from '../schemas/format/bidi.ts';
import type { CashierFormContext, DocumentUploader, UploadOutcome } from './form-context.ts';
import { renderForm } from './render-form.testing.tsx';

/** A file of `bytes` bytes as the picker hands it over, without allocating them. */
function fileOf(name: string, type: string, bytes?: number): File {
  const file = new File(['%PDF-1.4'], name, { type });
  if (bytes !== undefined) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** An uploader standing in for POST .../upload: reports half the file sent, then answers `outcome`. */
function uploaderAnswering(outcome: UploadOutcome | ((file: File) => UploadOutcome)) {
  return vi.fn<DocumentUploader>(async (file, onProgress) => {
    onProgress(0.5);
    await Promise.resolve();
    return typeof outcome === 'function' ? outcome(file) : outcome;
  });
}

const stores = (file: File): UploadOutcome => ({ ok: true, document: { id: `doc_${file.name}`, name: file.name, bytes: file.size } });

/** An upload field through the compiler, rjsf and the registry's lazy widget. */
async function renderUpload(uploadDocument: DocumentUploader = uploaderAnswering(stores), formContext: Partial<CashierFormContext> = {}) {
  const onSubmit = vi.fn<(values: FormValues) => void>();
  renderForm([{ name: 'document', type: 'file_upload', label: 'Document', is_required: true }], { onSubmit, formContext: { uploadDocument, ...formContext } });
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
    expect(modal.textContent).toContain('APP.UPLOAD.FORMATS {"max":"20 MB"}');
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

  it('uploads a small pdf, shows its progress, then its name and size; the form holds the server id, and reset clears it', async () => {
    let finish: (outcome: UploadOutcome) => void = () => undefined;
    const uploader = vi.fn<DocumentUploader>((_, onProgress) => {
      onProgress(0.4);
      return new Promise<UploadOutcome>((resolve) => {
        finish = resolve;
      });
    });
    const { input, pick, submit, onSubmit } = await renderUpload(uploader);
    pick(fileOf('statement.pdf', 'application/pdf'));
    const progress = await screen.findByRole('progressbar', { name: 'APP.UPLOAD.PROGRESS {"name":"statement.pdf"}' });
    expect(progress.getAttribute('value')).toBe('0.4');
    expect(uploader.mock.calls[0]?.[0].name).toBe('statement.pdf');
    finish({ ok: true, document: { id: 'doc_58e1a0', name: 'statement.pdf', bytes: 8 } });
    expect(await screen.findByText('8 B')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ document: 'doc_58e1a0' }));

    fireEvent.click(screen.getByRole('button', { name: /APP\.UPLOAD\.REMOVE/ }));
    expect(screen.queryByText('statement.pdf')).toBeNull();
    expect(document.activeElement).toBe(input);
    submit();
    expect(await screen.findByText(ERROR_KEYS.FIELD_REQUIRED)).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('keeps the input focusable while a file is on its way, but opens no picker until it is stored', async () => {
    let finish: (outcome: UploadOutcome) => void = () => undefined;
    const uploader = vi.fn<DocumentUploader>(() => new Promise<UploadOutcome>((resolve) => (finish = resolve)));
    const { input, pick } = await renderUpload(uploader);
    input.focus();
    pick(fileOf('statement.pdf', 'application/pdf'));
    await screen.findByRole('progressbar');
    // A disabled input would drop the focus to <body>; this one only refuses the click that opens the picker.
    expect(input.disabled).toBe(false);
    expect(input.getAttribute('aria-disabled')).toBe('true');
    expect(fireEvent.click(input)).toBe(false);
    finish(stores(fileOf('statement.pdf', 'application/pdf')));
    expect(await screen.findByText('8 B')).toBeTruthy();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-disabled')).toBe('false');
    expect(fireEvent.click(input)).toBe(true);
  });

  it('shows why the server refused a file in the upload error modal and keeps the document stored before', async () => {
    let answer: UploadOutcome = { ok: true, document: { id: 'doc_1', name: 'first.pdf', bytes: 8 } };
    const { pick, submit, onSubmit } = await renderUpload(uploaderAnswering(() => answer));
    pick(fileOf('first.pdf', 'application/pdf'));
    expect(await screen.findByText('first.pdf')).toBeTruthy();
    answer = { ok: false, message: 'The file is larger than 20 MB' };
    pick(fileOf('second.pdf', 'application/pdf'));
    const modal = await screen.findByRole('alertdialog', { name: 'APP.UPLOAD.ERROR_TITLE' });
    expect(modal.textContent).toContain('The file is larger than 20 MB');
    // The server said why: the formats note of a file the rules refused is not repeated under it.
    expect(modal.textContent).not.toContain('APP.UPLOAD.FORMATS');
    fireEvent.click(screen.getByRole('button', { name: 'APP.UPLOAD.OK' }));
    expect(screen.getByText('first.pdf')).toBeTruthy();
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ document: 'doc_1' }));
  });

  it('isolates the stored file\'s size on a right-to-left page, so it reads "180 KB", not "KB 180"', async () => {
    const { pick } = await renderUpload(uploaderAnswering(stores), { dir: 'rtl' });
    pick(fileOf('statement.pdf', 'application/pdf', 180 * 1024));
    expect(await screen.findByText(`${FSI}180 KB${PDI}`)).toBeTruthy();
  });

  it('never sends a file it refused before uploading', async () => {
    const uploader = uploaderAnswering(stores);
    const { pick } = await renderUpload(uploader);
    pick(fileOf('run.exe', 'application/x-msdownload'));
    await screen.findByRole('alertdialog');
    expect(uploader).not.toHaveBeenCalled();
  });
});

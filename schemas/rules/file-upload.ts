import { defineRule, isTrue, type RuleFailure } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

/** Spec section 5: the largest document a user may upload, in bytes (20 MiB). */
export const UPLOAD_MAX_BYTES = 20_971_520;

/** Spec section 5: the document types a user may upload, by file extension. */
export const UPLOAD_EXTENSIONS = ['pdf', 'heic', 'jpeg', 'jpg', 'png'] as const;

/** A picked file as the picker describes it. */
export interface PickedFile {
  name: string;
  mime: string;
  bytes: number;
}

/** Which upload error applies to a picked file: too large, or of a type not allowed. */
export function uploadFailure(file: PickedFile): RuleFailure | null {
  if (file.bytes > UPLOAD_MAX_BYTES) return { key: ERROR_KEYS.UPLOAD_LIMIT, params: { maxBytes: UPLOAD_MAX_BYTES } };
  const extension = file.name.includes('.') ? file.name.split('.').at(-1)?.toLowerCase() : file.mime.split('/').at(-1);
  return UPLOAD_EXTENSIONS.some((allowed) => allowed === extension) ? null : { key: ERROR_KEYS.UPLOAD_ERROR };
}

/**
 * The value of an upload field is the id the server gave the stored document (POST .../upload); the file itself never
 * travels in the form. A data URL (a file's content) is refused: it is not a stored document.
 */
export function isDocumentId(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '' && !/^data:/i.test(value.trim());
}

/** Spec section 5, file upload: a document the server stored, else PH.DEPOSIT.UPLOAD_DOC.UPLOAD_ERROR. */
export const rule = defineRule({
  name: 'fileUpload',
  isParam: isTrue,
  check: (value) => (isDocumentId(value) ? null : { key: ERROR_KEYS.UPLOAD_ERROR }),
});

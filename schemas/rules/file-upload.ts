import { defineRule, isTrue, type RuleFailure } from './define-rule.ts';
import { ERROR_KEYS } from './error-keys.ts';

/** Spec section 5: the largest document a user may upload, in bytes (20 MiB). */
export const UPLOAD_MAX_BYTES = 20_971_520;

/** Spec section 5: the document types a user may upload, by file extension. */
export const UPLOAD_EXTENSIONS = ['pdf', 'heic', 'jpeg', 'jpg', 'png'] as const;

/** A picked file as the upload widget stores it: rjsf's data URL with the name, `data:<mime>;name=<name>;base64,<data>`. */
export interface UploadedFile {
  name: string;
  mime: string;
  bytes: number;
}

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*);base64,([A-Za-z0-9+/]*={0,2})$/;

/** The name, type and decoded size of a data URL, or null when it is not one. */
export function readDataUrl(value: string): UploadedFile | null {
  const match = DATA_URL.exec(value);
  if (match === null) return null;
  const [, mime = '', params = '', data = ''] = match;
  const nameParam = params.split(';').find((param) => param.startsWith('name='));
  const name = nameParam === undefined ? '' : decodeURIComponent(nameParam.slice('name='.length));
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return { name, mime, bytes: (data.length / 4) * 3 - padding };
}

/** Which upload error applies to a picked file: too large, or of a type not allowed. */
export function uploadFailure(file: UploadedFile): RuleFailure | null {
  if (file.bytes > UPLOAD_MAX_BYTES) return { key: ERROR_KEYS.UPLOAD_LIMIT, params: { maxBytes: UPLOAD_MAX_BYTES } };
  const extension = file.name.includes('.') ? file.name.split('.').at(-1)?.toLowerCase() : file.mime.split('/').at(-1);
  return UPLOAD_EXTENSIONS.some((allowed) => allowed === extension) ? null : { key: ERROR_KEYS.UPLOAD_ERROR };
}

/** Spec section 5, file upload: PH.DEPOSIT.UPLOAD_DOC.LIMIT_UPLOAD_ERROR above 20971520 bytes, UPLOAD_ERROR for a wrong type. */
export const rule = defineRule({
  name: 'fileUpload',
  isParam: isTrue,
  check: (value) => {
    const file = typeof value === 'string' ? readDataUrl(value) : null;
    return file === null ? { key: ERROR_KEYS.UPLOAD_ERROR } : uploadFailure(file);
  },
});

import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, rule as fileUpload } from '../../rules/file-upload.ts';
import { textField } from './text-field.ts';

/**
 * `file_upload`: the id of a document uploaded apart from the submission (POST .../upload, spec sections 5 and 7); the
 * submit sends that id under the field's name, so the server links the payment to its document.
 */
export const fileUploadField = textField({
  noServerPattern: true,
  rule: fileUpload.with(true),
  options: { accept: UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(','), maxBytes: UPLOAD_MAX_BYTES },
});

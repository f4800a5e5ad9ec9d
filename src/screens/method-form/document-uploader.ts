import { ERROR_KEYS } from '../../../schemas/rules/error-keys.ts';
import type { DocumentUploader, UploadOutcome } from '../../../field-widgets/form-context.ts';
import { CashierApiError } from '../../api/api-error.ts';
import type { GroupsApi } from '../../api/groups-api.ts';
import { uploadDocument } from '../../api/upload-document.ts';
import { translate } from '../../i18n/form.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { reportFailure } from '../../app/report-error.ts';

/** The server's upload error keys (spec section 5), each with its own sentence. */
const UPLOAD_KEYS = [ERROR_KEYS.UPLOAD_LIMIT, ERROR_KEYS.UPLOAD_ERROR] as const;

/** HTTP 413 Content Too Large: the file is over the server's limit even without its key. */
const TOO_LARGE = 413;

/**
 * What the upload block says about a failed upload: the sentence of the server's upload key (as error_code or
 * error_message), the limit's for a bare 413, else the sentence of the failure's kind (network, timeout, …).
 */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof CashierApiError && error.failure.kind === 'HTTP_ERROR') {
    const { code, serverMessage, status } = error.failure;
    const key = UPLOAD_KEYS.find((known) => known === code || known === serverMessage);
    if (key !== undefined) return translate(key);
    if (status === TOO_LARGE) return translate(ERROR_KEYS.UPLOAD_LIMIT);
  }
  return userMessageOf(error);
}

/**
 * Uploads one document for a method (POST {base}/{payGroupId}/upload) and answers what the upload block shows.
 */
export async function uploadOutcome(
  sessionId: string,
  api: GroupsApi,
  payGroupId: number,
  ...[file, onProgress, signal]: Parameters<DocumentUploader>
): Promise<UploadOutcome> {
  try {
    const stored = await uploadDocument(sessionId, api, payGroupId, file, onProgress, signal);
    return { ok: true, document: { id: stored.file_id, name: stored.file_name ?? file.name, bytes: stored.size ?? file.size } };
  } catch (error) {
    if (signal.aborted) throw error;
    reportFailure(error);
    return { ok: false, message: uploadFailureMessage(error) };
  }
}

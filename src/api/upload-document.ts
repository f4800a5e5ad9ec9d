import { API_BASE } from '../../schemas/server/v1/calls.ts';
import type { UploadedDocument } from '../../schemas/server/v1/types.ts';
import { parsePayload, payloadValidator } from '../../schemas/validators/parse-payload.ts';
import { CashierApiError } from './api-error.ts';
import type { GroupsApi } from './groups-api.ts';
import { readAnswer, refuseExpired, timeoutOf, type CashierRequest, type RawAnswer } from './http.ts';

/** A 20 MB document on a slow line takes minutes, not the 30 s of a JSON call (ms). */
export const UPLOAD_TIMEOUT_MS = 300_000;

/** The multipart field the document travels in. */
const FILE_FIELD = 'file';

function rawAnswerOf(xhr: XMLHttpRequest): RawAnswer {
  try {
    return { status: xhr.status, body: { ok: true, json: JSON.parse(xhr.responseText) as unknown } };
  } catch {
    return { status: xhr.status, body: { ok: false } };
  }
}

/**
 * uploadDocument: POST {base}/{payGroupId}/upload with the picked file as multipart form data, a mutation. Sent with
 * XMLHttpRequest, the one browser API that reports upload progress (fetch does not); the answer goes through the same
 * edge as every call (readAnswer: the session's expiry, HTTP errors with their server key, the payload schema).
 * `onProgress` hears the fraction sent, 0 to 1. Aborting the signal cancels the upload (an AbortError).
 */
export function uploadDocument(
  sessionId: string,
  api: GroupsApi,
  payGroupId: number,
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<UploadedDocument> {
  const request: CashierRequest<UploadedDocument> = {
    call: 'uploadDocument',
    method: 'POST',
    path: `${api.base}/${payGroupId}/upload`,
    sessionId,
    parse: (json) => parsePayload('uploadedDocument', json),
    answer: 'uploadedDocument payload',
    timeoutMs: UPLOAD_TIMEOUT_MS,
  };
  refuseExpired(request);
  payloadValidator('uploadedDocument').catch(() => undefined);
  return new Promise<RawAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(`${API_BASE}${request.path}`, location.href));
    xhr.setRequestHeader('x-session-id', sessionId);
    let answerWithinMs = timeoutOf(request);
    xhr.timeout = answerWithinMs;
    const started = performance.now();
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    // Once the file is sent, its answer is owed as any call's is (the session's timeout), not in what is left of the
    // sending's minutes: a server that takes the file and never answers would hold a full progress bar for 5 min.
    // A timeout set after send() counts from the send.
    xhr.upload.onload = () => {
      answerWithinMs = timeoutOf({});
      xhr.timeout = performance.now() - started + answerWithinMs;
    };
    xhr.onload = () => resolve(rawAnswerOf(xhr));
    xhr.onerror = () => reject(new CashierApiError(request.call, { kind: 'FETCH_ERROR' }));
    xhr.ontimeout = () => reject(new CashierApiError(request.call, { kind: 'TIMEOUT_ERROR', afterMs: answerWithinMs }));
    const cancelled = (): void => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onabort = cancelled;
    if (signal.aborted) return cancelled();
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append(FILE_FIELD, file, file.name);
    xhr.send(body);
  }).then((answer) => readAnswer(request, answer));
}

import { useCallback } from 'react';
import type { DocumentUploader } from '../../../field-widgets/form-context.ts';
import type { GroupsApi } from '../../api/groups-api.ts';
import { userMessageOf } from '../../i18n/user-message.ts';
import { loadChunk } from '../../telemetry/errors/chunk-load.ts';

/**
 * The upload block's uploader for one method: the upload's code (document-uploader.ts) loads with the first picked
 * file, and code that cannot load is an upload that failed, told in words.
 */
export function useDocumentUpload(sessionId: string, api: GroupsApi, payGroupId: number): DocumentUploader {
  return useCallback<DocumentUploader>(
    (...picked) =>
      loadChunk(() => import('./document-uploader.ts'))().then(
        ({ uploadOutcome }) => uploadOutcome(sessionId, api, payGroupId, ...picked),
        (error: unknown) => ({ ok: false, message: userMessageOf(error) }),
      ),
    [sessionId, api, payGroupId],
  );
}

import { useMemo, useState } from 'react';
import type { DocumentUploader } from '../../../field-widgets/form-context.ts';

/** Whether a document upload is on its way, and the uploader that counts them (undefined without an uploader). */
export function useUploadCount(uploadDocument: DocumentUploader | undefined): [boolean, DocumentUploader | undefined] {
  const [inFlight, setInFlight] = useState(0);
  const tracked = useMemo<DocumentUploader | undefined>(
    () =>
      uploadDocument === undefined
        ? undefined
        : async (...picked) => {
            setInFlight((count) => count + 1);
            try {
              return await uploadDocument(...picked);
            } finally {
              setInFlight((count) => count - 1);
            }
          },
    [uploadDocument],
  );
  return [inFlight > 0, tracked];
}

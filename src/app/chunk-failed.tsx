import type { ReactNode } from 'react';
import { translate } from '../i18n/common.ts';

/** In place of a lazy part whose code could not load (field-widgets/chunk-boundary.tsx): the screen around it stays. */
export function ChunkFailed(): ReactNode {
  return (
    <p className="form-failure" role="alert">
      {translate('APP.ERROR.CHUNK_LOAD')}
    </p>
  );
}

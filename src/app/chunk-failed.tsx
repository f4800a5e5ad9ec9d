import type { ReactNode } from 'react';
import { translate } from '../i18n/common.ts';

/** In place of a lazy part whose code could not load: the screen around it, and what the user typed there, stay. */
export function ChunkFailed(): ReactNode {
  return (
    <p className="form-failure" role="alert">
      {translate('APP.ERROR.CHUNK_LOAD')}
    </p>
  );
}

/**
 * What a lazy component's loader falls back to once loadChunk has reported its chunk (and reloaded, when it could):
 * `lazy(() => loadChunk(load)().catch(chunkFailed))` shows the sentence, never an error screen over the whole page.
 */
export const chunkFailed = (): { default: typeof ChunkFailed } => ({ default: ChunkFailed });

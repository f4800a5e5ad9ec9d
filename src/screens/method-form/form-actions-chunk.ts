import { deferredChunk } from '../../app/deferred-chunk.ts';

/** The method form's code for after the user acts (form-actions.ts): prefetched once the form is usable. */
export const formActions = deferredChunk(() => import('./form-actions.ts'));

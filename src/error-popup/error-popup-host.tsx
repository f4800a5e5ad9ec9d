import { lazy, Suspense, type ReactNode } from 'react';
import { chunkFailed } from '../app/chunk-failed.tsx';
import { loadChunk } from '../telemetry/errors/chunk-load.ts';
import { useErrorPopup } from './error-popup-store.ts';

/** The popup's code (and its dialog's) loads the first time an error opens it. */
const ErrorPopup = lazy(() => loadChunk(() => import('./error-popup.tsx'))().catch(chunkFailed));

/** Draws the error popup while it is open. */
export function ErrorPopupHost(): ReactNode {
  const { open } = useErrorPopup();
  return open ? (
    <Suspense fallback={null}>
      <ErrorPopup />
    </Suspense>
  ) : null;
}

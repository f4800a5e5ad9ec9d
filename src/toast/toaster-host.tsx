import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { chunkFailed } from '../app/chunk-failed.tsx';
import { translate } from '../i18n/common.ts';
import { loadChunk } from '../telemetry/errors/chunk-load.ts';
import { dismissToast, useToasts, type Toast } from './toast-store.ts';

/** The toaster's code and styles load with the first toast: most visits show none. */
const Toaster = lazy(() => loadChunk(() => import('./toaster.tsx'))().catch(chunkFailed));

const NONE: readonly Toast[] = [];

/**
 * Draws the toasts once there has been one. The live regions then stay in the page; they appear empty and the toasts
 * follow a frame later, so a screen reader hears the first toast too.
 */
export function ToasterHost(): ReactNode {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  const [regionsShown, setRegionsShown] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  useEffect(() => {
    if (!needed) return;
    const frame = requestAnimationFrame(() => setRegionsShown(true));
    return () => cancelAnimationFrame(frame);
  }, [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster toasts={regionsShown ? toasts : NONE} dismissLabel={translate('APP.TOAST.DISMISS')} onDismiss={dismissToast} />
    </Suspense>
  ) : null;
}

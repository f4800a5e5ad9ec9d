// wouter and swr import useSyncExternalStore from the use-sync-external-store shim, written for React before 18; the
// production build points them here, at React 19's own (vite.config.ts productionAliases).
export { useSyncExternalStore } from 'react';

import { loadOnce } from '../../app/lazy-component.ts';
import { loadChunk } from '../../telemetry/errors/chunk-load.ts';

/**
 * The method carousel's code, fetched once: at start-up on an address that shows the method list (startRoute, beside
 * the init call), else once the first screen is interactive (main.tsx), so a form opened by a deep link downloads
 * nothing it does not show and the list later opens at once. Background code: without it the carousel is left out
 * (loadChunk reports it, never reloading the page under a form the user may be filling in); the list below offers the
 * same methods.
 */
export const loadCarousel = loadOnce(() =>
  loadChunk(() => import('./method-carousel.tsx'), { background: true })().catch(() => ({ default: () => null })),
);

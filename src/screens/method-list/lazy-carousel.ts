import { lazy } from 'react';
import { loadChunk } from '../../telemetry/errors/chunk-load.ts';

/** The carousel's code is fetched as the list's code runs, beside the init call, and kept off the first path's bytes. */
// Without its code the carousel is left out (loadChunk reported it): the list below offers the same methods.
const carouselChunk = loadChunk(() => import('./method-carousel.tsx'))().catch(() => ({ default: () => null }));

/** The method carousel, over the list and over the form a carousel choice opened. */
export const MethodCarousel = lazy(() => carouselChunk);

import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { loadChunk } from '../../telemetry/errors/chunk-load.ts';
import { lazyComponent } from '../../app/lazy-component.ts';
import type { CarouselItem } from './method-carousel.tsx';
import { MethodLogo } from './method-logo.tsx';

/**
 * The carousel's code is fetched as the list's code runs, beside the init call, and kept off the first path's bytes. A
 * screen that shows the carousel waits for it (no Suspense boundary of its own): drawn later, above the list or form,
 * it pushed them ~200 px down.
 */
// Without its code the carousel is left out (loadChunk reported it): the list below offers the same methods.
const carouselChunk = loadChunk(() => import('./method-carousel.tsx'))().catch(() => ({ default: () => null }));

/** The method carousel, over the list and over the form a carousel choice opened. */
export const MethodCarousel = lazyComponent(() => carouselChunk);

/** The carousel's tiles for its methods: each method's name and logo. */
export function carouselItems(methods: readonly PayGroup[], dir: 'ltr' | 'rtl'): CarouselItem[] {
  return methods.map((method) => ({ id: method.id, name: method.public_name, logo: <MethodLogo logo={method.logo} name={method.public_name} dir={dir} /> }));
}

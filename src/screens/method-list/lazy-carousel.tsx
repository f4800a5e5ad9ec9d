import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { lazyComponent } from '../../app/lazy-component.ts';
import { loadCarousel } from './carousel-chunk.ts';
import type { CarouselItem } from './method-carousel.tsx';
import { MethodLogo } from './method-logo.tsx';

/**
 * The method carousel, over the list and over the form a carousel choice opened. A screen that shows it waits for its
 * code (no Suspense boundary of its own: drawn later, above the list or form, it pushed them ~200 px down); the code is
 * normally in by then (carousel-chunk.ts).
 */
export const MethodCarousel = lazyComponent(loadCarousel);

/** The carousel's tiles for its methods: each method's name and logo. */
export function carouselItems(methods: readonly PayGroup[], dir: 'ltr' | 'rtl'): CarouselItem[] {
  return methods.map((method) => ({ id: method.id, name: method.public_name, logo: <MethodLogo logo={method.logo} name={method.public_name} dir={dir} /> }));
}

import { proxy, useSnapshot } from 'valtio';

interface CarouselState {
  /** The user chose "All methods": the carousel stays off for the rest of the visit (spec section 3, view-changed flag). */
  switchedOff: boolean;
  /** The method chosen in the carousel, until it is sent (spec section 3, selected method id). */
  chosenId: number | null;
}

/** The method carousel's client state (spec section 3, carousel slice). */
export const carouselStore = proxy<CarouselState>({ switchedOff: false, chosenId: null });

export function switchCarouselOff(): void {
  carouselStore.switchedOff = true;
}

export function chooseInCarousel(payGroupId: number): void {
  carouselStore.chosenId = payGroupId;
}

export function useCarousel(): Readonly<CarouselState> {
  return useSnapshot(carouselStore);
}

import { proxy } from 'valtio/vanilla';
import { useStoreValue } from './use-store-value.ts';

interface CarouselState {
  /** The user chose "All methods": the carousel stays off for the rest of the visit (spec section 3, view-changed flag). */
  switchedOff: boolean;
  /** The method chosen in the carousel, whose form shows under it, until it is sent (spec section 3, selected method id). */
  chosenId: number | null;
}

/** The method carousel's client state (spec section 3, carousel slice). */
export const carouselStore = proxy<CarouselState>({ switchedOff: false, chosenId: null });

/** "All methods" was chosen over a form: the list it opens moves the focus to its heading once shown. */
let listHeadingDue = false;

/** "All methods": the carousel goes for the visit; `toList` when the list is yet to open (the user was on a form). */
export function switchCarouselOff(toList = false): void {
  carouselStore.switchedOff = true;
  listHeadingDue = toList;
}

/** Whether the list now shown was opened by "All methods" (once: it then takes the focus to its heading). */
export function takeListHeadingFocus(): boolean {
  const due = listHeadingDue;
  listHeadingDue = false;
  return due;
}

export function chooseInCarousel(payGroupId: number): void {
  carouselStore.chosenId = payGroupId;
}

export function useCarousel(): Readonly<CarouselState> {
  return useStoreValue(carouselStore, (state) => state);
}

import { useId, type ReactNode } from 'react';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { translate } from '../../i18n/method-list.ts';
import { chooseInCarousel, switchCarouselOff, useCarousel } from '../../store/carousel-store.ts';
import { MethodLogo } from './method-logo.tsx';
import './method-carousel.css';

interface MethodCarouselProps {
  /** The carousel's methods (carouselMethods), the redirect method first. */
  methods: readonly PayGroup[];
  /** Opens a method's form, as a click in the list does. */
  onSubmit: (method: PayGroup) => void;
  /** The element that takes focus when the user asks for all methods (the list's heading). */
  listHeadingId: string;
}

/**
 * The method carousel (spec section 2): up to 5 quick choices over the list. The first is chosen; a click on another
 * chooses it; Continue opens the chosen method's form; "All methods" switches the carousel off for the visit.
 */
export function MethodCarousel({ methods, onSubmit, listHeadingId }: MethodCarouselProps): ReactNode {
  const { chosenId } = useCarousel();
  const titleId = useId();
  const chosen = methods.find((method) => method.id === chosenId) ?? methods[0];
  if (chosen === undefined) return null;
  return (
    <section className="carousel" aria-labelledby={titleId}>
      <h2 id={titleId} className="carousel__title">
        {translate('APP.CAROUSEL.TITLE')}
      </h2>
      <div className="carousel__strip" role="radiogroup" aria-labelledby={titleId}>
        {methods.map((method) => (
          <label key={method.id} className="carousel__item">
            <input
              type="radio"
              name={titleId}
              className="carousel__radio"
              checked={method.id === chosen.id}
              onChange={() => chooseInCarousel(method.id)}
            />
            <MethodLogo method={method} />
            <span className="carousel__name">{method.public_name}</span>
          </label>
        ))}
      </div>
      <div className="carousel__actions">
        <button type="button" className="button button--primary" onClick={() => onSubmit(chosen)}>
          {translate('APP.CAROUSEL.CONTINUE', { method: chosen.public_name })}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            switchCarouselOff();
            document.getElementById(listHeadingId)?.focus();
          }}
        >
          {translate('APP.CAROUSEL.ALL_METHODS')}
        </button>
      </div>
    </section>
  );
}

import { useEffect, useId, type ReactNode } from 'react';
import { announceScreen } from '../../telemetry/analytics/screen-signal.ts';
import './method-carousel.css';

/** One method of the carousel, as the list hands it over. */
export interface CarouselItem {
  id: number;
  name: string;
  logo: ReactNode;
}

export interface MethodCarouselProps {
  /** The carousel's methods (carouselMethods), the redirect method first. */
  items: readonly CarouselItem[];
  chosenId: number;
  /** Translated texts: the heading and "All methods". */
  texts: { title: string; allMethods: string };
  onChoose: (id: number) => void;
  /**
   * Over the list, the Continue button (its translated text) that opens the chosen method's form. The button does not
   * name the chosen method (its radio says which): the list's own buttons are named after the methods. Null over the
   * chosen method's form, whose own button is the carousel's submit.
   */
  proceed: { text: string; onSubmit: () => void } | null;
  onAllMethods: () => void;
}

/**
 * The method carousel (spec section 2): up to 5 quick choices, as radios, over the chosen method's form (or over the
 * list, with Continue to open it); "All methods" switches the carousel off. Each of these, and its view, is announced
 * to analytics (the form's submit by the form's frame, form-carousel.tsx). Everything arrives as props, so this lazy
 * chunk shares no module with the entry but React.
 */
export default function MethodCarousel({ items, chosenId, texts, onChoose, proceed, onAllMethods }: MethodCarouselProps): ReactNode {
  const titleId = useId();
  useEffect(() => announceScreen('carousel', 'view'), []);
  return (
    <section className={proceed === null ? 'carousel carousel--over-form panel' : 'carousel'} aria-labelledby={titleId}>
      <h2 id={titleId} className="carousel__title">
        {texts.title}
      </h2>
      <div className="carousel__strip" role="radiogroup" aria-labelledby={titleId}>
        {items.map((item) => (
          <label key={item.id} className="carousel__item">
            <input
              type="radio"
              name={titleId}
              className="carousel__radio"
              checked={item.id === chosenId}
              onChange={() => {
                announceScreen('carousel', 'method click');
                onChoose(item.id);
              }}
            />
            {item.logo}
            <span className="carousel__name">{item.name}</span>
          </label>
        ))}
      </div>
      <div className="carousel__actions">
        {proceed !== null && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              announceScreen('carousel', 'submit');
              proceed.onSubmit();
            }}
          >
            {proceed.text}
          </button>
        )}
        <button
          type="button"
          className="button"
          onClick={() => {
            announceScreen('carousel', 'all methods');
            onAllMethods();
          }}
        >
          {texts.allMethods}
        </button>
      </div>
    </section>
  );
}

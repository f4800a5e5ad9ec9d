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
  /**
   * Translated texts: the heading, the submit button and "All methods". The button does not name the chosen method
   * (its radio says which): the list's own buttons are named after the methods.
   */
  texts: { title: string; submit: string; allMethods: string };
  onChoose: (id: number) => void;
  /** Opens the chosen method's form. */
  onSubmit: () => void;
  onAllMethods: () => void;
}

/**
 * The method carousel (spec section 2): up to 5 quick choices over the list, as radios; Continue opens the chosen
 * method's form; "All methods" switches the carousel off. Each of these, and its view, is announced to analytics.
 * Everything arrives as props, so this lazy chunk shares no module with the entry but React.
 */
export default function MethodCarousel({ items, chosenId, texts, onChoose, onSubmit, onAllMethods }: MethodCarouselProps): ReactNode {
  const titleId = useId();
  useEffect(() => announceScreen('carousel', 'view'), []);
  return (
    <section className="carousel" aria-labelledby={titleId}>
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
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            announceScreen('carousel', 'submit');
            onSubmit();
          }}
        >
          {texts.submit}
        </button>
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

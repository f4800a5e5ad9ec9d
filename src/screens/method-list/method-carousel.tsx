import { useEffect, useId, type ReactNode, type RefObject } from 'react';
import { announceScreen } from '../../telemetry/analytics/screen-signal.ts';
import './method-carousel.css';

/** One method of the carousel, as the list hands it over. */
export interface CarouselItem {
  id: number;
  name: string;
  logo: ReactNode;
}

/**
 * The carousel's own buttons over the list, with their translated texts: Continue opens the chosen method's form (it
 * does not name the method: its radio says which, and the list's own buttons are named after the methods), All methods
 * switches the carousel off.
 */
export interface CarouselButtons {
  continueText: string;
  allMethodsText: string;
  onSubmit: () => void;
  onAllMethods: () => void;
}

/**
 * Over a form: the form's frame, whose submit is the carousel's submit and whose link to the list (`listPath`, the
 * form's "All methods") is the carousel's All methods.
 */
export interface CarouselForm {
  frame: RefObject<HTMLElement | null>;
  listPath: string;
  onAllMethods: () => void;
}

export interface MethodCarouselProps {
  /** The carousel's methods (carouselMethods), the redirect method first. */
  items: readonly CarouselItem[];
  chosenId: number;
  /** The translated heading. */
  title: string;
  onChoose: (id: number) => void;
  /** Over the list, its buttons; null over the chosen method's form, whose own link and button stand for them. */
  buttons: CarouselButtons | null;
  /** Over the chosen method's form, that form; null over the list. */
  form: CarouselForm | null;
}

/** Announces the form's submit and its way to the list as the carousel's, while the carousel is over that form. */
function useFormActions(form: CarouselForm | null): void {
  useEffect(() => {
    const frame = form?.frame.current;
    if (form === null || frame === null || frame === undefined) return undefined;
    const submitted = (): void => announceScreen('carousel', 'submit');
    const clicked = (event: Event): void => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      if (link === null || new URL(link.href).pathname !== form.listPath) return;
      announceScreen('carousel', 'all methods');
      form.onAllMethods();
    };
    frame.addEventListener('submit', submitted);
    // Capture: before the link's own handler opens the list.
    frame.addEventListener('click', clicked, true);
    return () => {
      frame.removeEventListener('submit', submitted);
      frame.removeEventListener('click', clicked, true);
    };
  }, [form]);
}

/**
 * The method carousel (spec section 2): up to 5 quick choices, as radios, over the chosen method's form, or over the
 * list with Continue and All methods. Its view, a method click and its buttons (over a form, the form's submit and its
 * way to the list) are announced to analytics. Everything arrives as props, so this lazy chunk shares no module with
 * the entry but React.
 */
export default function MethodCarousel({ items, chosenId, title, onChoose, buttons, form }: MethodCarouselProps): ReactNode {
  const titleId = useId();
  useEffect(() => announceScreen('carousel', 'view'), []);
  useFormActions(form);
  // Over the list its title is a heading under the list's h1; over a form it comes before the form's h1, so it only
  // names the region (headings in the page's order, h1 first).
  const Title = buttons === null ? 'p' : 'h2';
  return (
    <section className={buttons === null ? 'carousel carousel--over-form panel' : 'carousel'} aria-labelledby={titleId}>
      <Title id={titleId} className="carousel__title">
        {title}
      </Title>
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
            <bdi className="carousel__name">{item.name}</bdi>
          </label>
        ))}
      </div>
      {buttons !== null && (
        <div className="carousel__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              announceScreen('carousel', 'submit');
              buttons.onSubmit();
            }}
          >
            {buttons.continueText}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              announceScreen('carousel', 'all methods');
              buttons.onAllMethods();
            }}
          >
            {buttons.allMethodsText}
          </button>
        </div>
      )}
    </section>
  );
}

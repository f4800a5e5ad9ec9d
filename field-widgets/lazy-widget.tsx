import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { lazyChunk } from '../schemas/chunks/lazy-chunk.ts';
import type { CashierWidgetProps } from './masked-input.tsx';

type WidgetModule = { default: ComponentType<CashierWidgetProps> };

/** In place of a widget whose code could not load (the app's loader reported it): the rest of the form stays as typed. */
function WidgetUnavailable({ id, registry }: CashierWidgetProps): ReactNode {
  return (
    <p id={id} className="form-failure" role="alert">
      {registry.formContext.translate('APP.FORM.FIELD_UNAVAILABLE')}
    </p>
  );
}

/** While a widget's code loads: an inert input of the widget's size, so the form does not move when it arrives. */
function InertInput({ id, label }: CashierWidgetProps): ReactNode {
  return <input id={id} className="input" disabled aria-busy="true" aria-label={label} />;
}

/**
 * A widget whose code loads when a form first shows it, so the card form's path does not carry the phone metadata,
 * the date mask or the upload dialog. While it loads, `Placeholder` (an inert input unless the widget is drawn
 * otherwise) keeps the layout still; when its chunk cannot load, a translated message takes its place.
 */
export function lazyWidget(load: () => Promise<WidgetModule>, Placeholder: ComponentType<CashierWidgetProps> = InertInput): (props: CashierWidgetProps) => ReactNode {
  const Widget = lazy(() => lazyChunk(load)().catch((): WidgetModule => ({ default: WidgetUnavailable })));
  return function LazyWidget(props: CashierWidgetProps): ReactNode {
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}

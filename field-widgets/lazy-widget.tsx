import { createContext, lazy, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { lazyChunk } from '../schemas/chunks/lazy-chunk.ts';
import type { CashierWidgetProps } from './masked-input.tsx';

type WidgetModule = { default: ComponentType<CashierWidgetProps> };

/** Loads the field's code again, for the message that stands in for it. */
const Retry = createContext<() => void>(() => undefined);

/** In place of a widget whose code could not load (the app's loader reported it): says so, offers to try again. */
function WidgetUnavailable({ id, registry }: CashierWidgetProps): ReactNode {
  const { translate } = registry.formContext;
  return (
    <div id={id} role="alert">
      <p className="form-failure">{translate('APP.FORM.FIELD_UNAVAILABLE')}</p>
      <button type="button" className="button" onClick={use(Retry)}>
        {translate('APP.FORM.FIELD_RETRY')}
      </button>
    </div>
  );
}

/**
 * A widget whose code loads when a form first shows it, so the card form's path does not carry the phone metadata,
 * the date mask or the upload dialog. While it loads, an inert input of the same size keeps the layout still; when
 * its chunk cannot load, a translated message with a retry takes its place and the rest of the form stays as typed.
 */
export function lazyWidget(load: () => Promise<WidgetModule>): (props: CashierWidgetProps) => ReactNode {
  const loadWidget = lazyChunk(load);
  // React keeps a lazy component's outcome, so a retry is a new one (the browser fetches a failed chunk again).
  const attempt = (): ComponentType<CashierWidgetProps> => lazy(() => loadWidget().catch((): WidgetModule => ({ default: WidgetUnavailable })));
  const first = attempt();
  return function LazyWidget(props: CashierWidgetProps): ReactNode {
    const [Widget, setWidget] = useState(() => first);
    return (
      <Retry value={() => setWidget(attempt)}>
        <Suspense fallback={<input id={props.id} className="input" disabled aria-busy="true" aria-label={props.label} />}>
          <Widget {...props} />
        </Suspense>
      </Retry>
    );
  };
}

import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyChunk } from '../schemas/chunks/lazy-chunk.ts';
import { retryImport } from '../schemas/chunks/retry-import.ts';
import type { CashierWidgetProps } from './masked-input.tsx';

type Widget = ComponentType<CashierWidgetProps>;
type WidgetModule = { default: Widget };

/** A widget whose code arrived on Try again: the focus, which left with the button, goes to the widget. */
function focusOnMount(Loaded: Widget): Widget {
  return function Retried(props: CashierWidgetProps): ReactNode {
    useEffect(() => {
      if (document.activeElement === document.body) document.getElementById(props.id)?.focus();
    }, [props.id]);
    return <Loaded {...props} />;
  };
}

/** While a widget's code loads: an inert input of the widget's size, so the form does not move when it arrives. */
function InertInput({ id, label }: CashierWidgetProps): ReactNode {
  return <input id={id} className="input" disabled aria-busy="true" aria-label={label} />;
}

/**
 * A widget whose code loads when a form first shows it, so the card form's path does not carry the phone metadata,
 * the date mask or the upload dialog. While it loads, `Placeholder` (an inert input unless the widget is drawn
 * otherwise) keeps the layout still. When its chunk cannot load (the app's loader reported it), a translated sentence
 * and Try again take its place: Try again fetches the code again in place, never by a reload, which would lose what
 * the rest of the form holds; after a retry that failed too, the focus is back on Try again.
 */
export function lazyWidget(load: () => Promise<WidgetModule>, Placeholder: Widget = InertInput): (props: CashierWidgetProps) => ReactNode {
  let retries = 0;
  const inPlace = (Loading: Widget, props: CashierWidgetProps): ReactNode => (
    <Suspense fallback={<Placeholder {...props} />}>
      <Loading {...props} />
    </Suspense>
  );
  // A retry loads as background code does: reported, never a reload.
  const attempt = (loader: () => Promise<WidgetModule>, retried: boolean): Widget =>
    lazy(() =>
      lazyChunk(loader, { background: retried })().then(
        (module): WidgetModule => ({ default: retried ? focusOnMount(module.default) : module.default }),
        (error: unknown): WidgetModule => ({ default: (props) => <Unavailable {...props} error={error} retried={retried} /> }),
      ),
    );
  function Unavailable({ error, retried, ...props }: CashierWidgetProps & { error: unknown; retried: boolean }): ReactNode {
    const [retry, setRetry] = useState<Widget>();
    if (retry !== undefined) return inPlace(retry, props);
    const { translate } = props.registry.formContext;
    return (
      <div>
        <p id={props.id} className="form-failure" role="alert">
          {translate('APP.FORM.FIELD_UNAVAILABLE')}
        </p>
        <button type="button" className="button" autoFocus={retried} onClick={() => setRetry(() => attempt(retryImport(load, error, (retries += 1)), true))}>
          {translate('APP.ERROR.RETRY')}
        </button>
      </div>
    );
  }
  const Loaded = attempt(load, false);
  return (props) => inPlace(Loaded, props);
}

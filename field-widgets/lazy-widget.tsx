import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { lazyChunk } from '../schemas/chunks/lazy-chunk.ts';
import { ChunkBoundary } from './chunk-boundary.tsx';
import type { CashierWidgetProps } from './masked-input.tsx';

type WidgetModule = { default: ComponentType<CashierWidgetProps> };

/**
 * A widget whose code loads when a form first shows it, so the card form's path does not carry the phone metadata,
 * the date mask or the upload dialog. While it loads, an inert input of the same size keeps the layout still; when
 * its chunk cannot load, a translated message with a retry takes its place and the rest of the form stays as typed.
 */
export function lazyWidget(load: () => Promise<WidgetModule>): (props: CashierWidgetProps) => ReactNode {
  const loadWidget = lazyChunk(load);
  const attempts = [lazy(loadWidget)];
  return function LazyWidget(props: CashierWidgetProps): ReactNode {
    const [attempt, setAttempt] = useState(0);
    // React keeps a lazy component's failure: a retry needs a new one, shared by every field of this type.
    const Widget = (attempts[attempt] ??= lazy(loadWidget));
    const { translate } = props.registry.formContext;
    const failed = (
      <div id={props.id} role="alert">
        <p className="form-failure">{translate('APP.FORM.FIELD_UNAVAILABLE')}</p>
        <button type="button" className="button" onClick={() => setAttempt(attempt + 1)}>
          {translate('APP.FORM.FIELD_RETRY')}
        </button>
      </div>
    );
    return (
      <ChunkBoundary key={attempt} fallback={failed}>
        <Suspense fallback={<input id={props.id} className="input" disabled aria-busy="true" aria-label={props.label} />}>
          <Widget {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  };
}

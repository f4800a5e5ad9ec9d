import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { CashierWidgetProps } from './masked-input.tsx';

/**
 * A widget whose code loads when a form first shows it, so the card form's path does not carry the phone metadata,
 * the date mask or the upload dialog. While it loads, an inert input of the same size keeps the layout still.
 */
export function lazyWidget(load: () => Promise<{ default: ComponentType<CashierWidgetProps> }>): (props: CashierWidgetProps) => ReactNode {
  const Widget = lazy(load);
  return function LazyWidget(props: CashierWidgetProps): ReactNode {
    return (
      <Suspense fallback={<input id={props.id} className="input" disabled aria-busy="true" aria-label={props.label} />}>
        <Widget {...props} />
      </Suspense>
    );
  };
}

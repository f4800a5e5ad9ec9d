import { createElement, type ComponentType, type ReactElement } from 'react';

interface WidgetOptionsProps {
  options?: Record<string, unknown>;
}

/** A widget component as rjsf caches it: its wrapper that merges the widget's default options is kept on it. */
type Widget = ComponentType<WidgetOptionsProps> & {
  MergedWidget?: (props: WidgetOptionsProps) => ReactElement;
  defaultProps?: { options?: Record<string, unknown> };
};

/**
 * Stands in for rjsf's getWidget in production builds. Every compiled field names its widget (`ui:widget`) from the
 * cashier's registry, whose widgets are function components (rjsf-slim.test.ts checks both), so of rjsf's lookup only
 * two steps remain: a name leads to its registered widget, and a component comes back wrapped with its default
 * options, the wrapper cached on it as rjsf does (the same object rjsf's getWidget returns). rjsf's table of default
 * widgets by type and format, and react-is, leave the card form's path with rjsf's fallback widgets: ~0.7 KB gzip.
 */
export default function getWidget(schema: unknown, widget: unknown, registeredWidgets: Record<string, unknown> = {}): Widget['MergedWidget'] {
  if (typeof widget === 'function') return mergeWidgetOptions(widget as Widget);
  if (typeof widget === 'string' && widget in registeredWidgets) return getWidget(schema, registeredWidgets[widget], registeredWidgets);
  throw new Error(`rjsf-slim: no widget ${JSON.stringify(widget)} in the cashier's registry`);
}

function mergeWidgetOptions(widget: Widget): Widget['MergedWidget'] {
  widget.MergedWidget ??= ({ options, ...props }) => createElement(widget, { options: { ...widget.defaultProps?.options, ...options }, ...props });
  return widget.MergedWidget;
}

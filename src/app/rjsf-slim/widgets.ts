/**
 * Stands in for rjsf's widget index in production builds: every compiled field names its widget from the cashier's
 * registry (field-widgets/registry.ts; rjsf-slim.test.ts checks each field), and the getWidget stand-in looks no
 * further, so none of rjsf's default widgets (dates, colours, ratings, files, and the text, checkbox and hidden
 * fallbacks of a field without `ui:widget`) is ever rendered.
 */
export default function widgets(): Record<string, unknown> {
  return {};
}

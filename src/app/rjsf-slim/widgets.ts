import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import TextWidget from '@rjsf/core/lib/components/widgets/TextWidget.js';

/**
 * Stands in for rjsf's widget index in production builds: every compiled field names its widget from the cashier's
 * registry (field-widgets/registry.ts), so rjsf's twenty defaults (dates, colours, ratings, files…) are dead weight;
 * the three a schema without `ui:widget` falls back to stay.
 */
export default function widgets(): Record<string, unknown> {
  return { CheckboxWidget, HiddenWidget, TextWidget };
}

import { useState, type ReactNode } from 'react';
import { dateMaxLength, maskDate } from '../schemas/format/date.ts';
import { DEFAULT_DATE_FORMAT, parseDate, type DateFormat } from '../schemas/rules/date.ts';
import { MaskedInput, sameMask, type CashierWidgetProps } from './masked-input.tsx';

/** The field's `dateFormat` option (from its mask), or DD.MM.YYYY. */
function dateFormatOf(options: Readonly<Record<string, unknown>>): DateFormat {
  const format = options['dateFormat'];
  if (typeof format !== 'object' || format === null) return DEFAULT_DATE_FORMAT;
  const order: unknown = Reflect.get(format, 'order');
  const separator: unknown = Reflect.get(format, 'separator');
  const valid = (order === 'dmy' || order === 'ymd') && typeof separator === 'string' && separator !== '';
  return valid ? { order, separator } : DEFAULT_DATE_FORMAT;
}

/**
 * A date typed in the field's mask (DD.MM.YYYY or YYYY.MM.DD, the separator from the mask). The form stores the text
 * only once it is a full, real date (spec section 4); until then the stored value is empty while what the user typed
 * stays in the input, and a full but impossible date says Invalid date.
 */
export default function DateWidget(props: CashierWidgetProps): ReactNode {
  const { translate } = props.registry.formContext;
  const format = dateFormatOf(props.options);
  const stored = typeof props.value === 'string' ? props.value : '';
  const [typed, setTyped] = useState(stored);
  const [sent, setSent] = useState(stored);
  if (stored !== sent) {
    // The form changed the value itself (a reset, a start value): show that instead of what was typed.
    setSent(stored);
    setTyped(stored);
  }
  const invalid = typed.replace(/\D/g, '').length === 8 && parseDate(typed, format) === null;
  const invalidId = `${props.id}__invalid`;
  const invalidText = translate('APP.FORM.INVALID_DATE');
  const accept = (next: unknown): void => {
    const text = typeof next === 'string' ? next : '';
    const date = parseDate(text, format) === null ? '' : text;
    setTyped(text);
    setSent(date);
    props.onChange(date === '' ? undefined : date);
  };
  const widget: CashierWidgetProps = {
    ...props,
    value: typed,
    onChange: accept,
    onBlur: (id: string) => props.onBlur(id, sent === '' ? undefined : sent),
    onFocus: (id: string) => props.onFocus(id, props.value),
    rawErrors: [...(props.rawErrors ?? []), ...(invalid ? [invalidText] : [])],
  };
  return (
    <>
      <MaskedInput
        widget={widget}
        mask={sameMask((text, previous) => maskDate(text, format, previous))}
        inputMode="numeric"
        maxLength={dateMaxLength(format)}
        describedBy={invalid ? invalidId : undefined}
      />
      <div id={invalidId} className="field__error" aria-live="polite">
        {invalid && <p>{invalidText}</p>}
      </div>
    </>
  );
}

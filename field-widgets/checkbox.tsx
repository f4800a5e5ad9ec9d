import type { ReactNode } from 'react';
import { ariaDescribedByIds } from '@rjsf/utils';
import { rule as checked } from '../schemas/rules/checked.ts';
import type { CashierWidgetProps } from './masked-input.tsx';
import './checkbox.css';

/**
 * A real checkbox inside its own label (checkbox, check, user_verified; the card-save box). The compiler leaves it out
 * of the schema's `required` (false is a value), so "must be ticked" is read from its `checked` rule.
 */
export function CheckboxWidget(props: CashierWidgetProps): ReactNode {
  const { id, value, label, disabled, readonly, autofocus, rawErrors, onChange, onBlur, onFocus } = props;
  const mustTick = checked.read((props.schema as { 'x-rule'?: Readonly<Record<string, unknown>> })['x-rule']) === true;
  return (
    <label className="checkbox">
      <input
        id={id}
        name={id}
        type="checkbox"
        className="checkbox__box"
        checked={value === true}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-required={mustTick}
        aria-invalid={(rawErrors?.length ?? 0) > 0}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      <span className="checkbox__text">
        <bdi>{label}</bdi>
        {mustTick && <span aria-hidden="true"> *</span>}
      </span>
    </label>
  );
}

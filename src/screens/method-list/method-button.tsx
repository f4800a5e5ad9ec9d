import type { ReactNode } from 'react';
import type { PayGroup } from '../../../schemas/server/v1/types.ts';
import { formatAmount } from '../../../schemas/money/format-amount.ts';
import { translate } from '../../i18n/translate.ts';

interface MethodButtonProps {
  method: PayGroup;
  enabled: boolean;
  onSelect: (method: PayGroup) => void;
  /** The user is about to choose: a chance to start loading what the choice needs. */
  onIntent: () => void;
}

function infoLine(method: PayGroup): string {
  const entry = method.currencies[0];
  if (entry === undefined) return '';
  const currency = { alpha3: entry.currency.alpha3, precision: entry.currency.precision };
  const parts: string[] = [];
  if (method.display_limits !== false) {
    parts.push(translate('APP.METHOD.LIMITS', { min: formatAmount(entry.limits.min_amount, currency), max: formatAmount(entry.limits.max_amount, currency) }));
  }
  if (entry.processing_time_translation_key !== undefined) parts.push(translate(entry.processing_time_translation_key));
  if (entry.fee !== undefined && (entry.fee.percentage > 0 || entry.fee.fix > 0)) {
    parts.push(translate('APP.METHOD.FEE', { fee: `${entry.fee.percentage}% + ${formatAmount(entry.fee.fix, currency)}` }));
  }
  return parts.join(' • ');
}

/** One method of the list; a disabled one says so and ignores clicks. */
export function MethodButton({ method, enabled, onSelect, onIntent }: MethodButtonProps): ReactNode {
  const info = enabled ? infoLine(method) : translate('APP.METHOD.UNAVAILABLE');
  return (
    <li>
      <button
        type="button"
        className="method"
        aria-disabled={!enabled}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => {
          if (enabled) onSelect(method);
        }}
      >
        <span className="method__logo" aria-hidden="true">
          {method.public_name.slice(0, 2).toUpperCase()}
        </span>
        <span className="method__text">
          <span className="method__name">{method.public_name}</span>
          <span className="method__info">{info}</span>
        </span>
      </button>
    </li>
  );
}

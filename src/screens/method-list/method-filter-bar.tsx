import type { ReactNode } from 'react';
import type { MethodFilter } from '../../../schemas/methods/method-type.ts';
import { translate } from '../../i18n/method-list.ts';

interface MethodFilterBarProps {
  filters: readonly MethodFilter[];
  chosen: MethodFilter;
  onChoose: (filter: MethodFilter) => void;
}

/** The list's filter (spec section 2): one toggle per kind of method the list holds. */
export function MethodFilterBar({ filters, chosen, onChoose }: MethodFilterBarProps): ReactNode {
  return (
    <div className="method-filter" role="group" aria-label={translate('APP.METHOD.FILTER')}>
      {filters.map((filter) => (
        <button key={filter} type="button" className="method-filter__chip" aria-pressed={filter === chosen} onClick={() => onChoose(filter)}>
          {translate(`APP.METHOD.FILTER.${filter}`)}
        </button>
      ))}
    </div>
  );
}

import type { ReactNode } from 'react';
import type { LostProfitMerchantBonus, PayGroup } from '../../../schemas/server/v1/types.ts';
import type { InfoSeparator } from '../../../schemas/money/limits-info-line.ts';
import { translate } from '../../i18n/method-list.ts';
import { useTextDirection } from '../../store/session-store.ts';
import type { MethodGroups } from '../../../schemas/methods/classify-methods.ts';
import type { DisabledReason } from '../../../schemas/methods/disabled-reason.ts';
import { methodInfoLine, methodUnavailableLine } from './method-info.ts';
import { MethodLogo } from './method-logo.tsx';

interface MethodButtonProps {
  method: PayGroup;
  /** The list group it is shown in (data-group). */
  group: keyof MethodGroups;
  /** Why it cannot be chosen; null for an enabled method. */
  disabled: DisabledReason | null;
  /** The method chosen last (phSelectedMethodId). */
  selected: boolean;
  /** The method of the user's last payment: the server's last_used, or phLastUsedMethodId. */
  lastUsed: boolean;
  /** The flow's info-line separator. */
  separator: InfoSeparator;
  /** A bonus of the user's comes with this method: the info line says so. */
  includesBonus?: boolean;
  /** The merchant's reward, whose text replaces processing time and fee on this method. */
  lostProfit?: LostProfitMerchantBonus | null | undefined;
  onSelect: (method: PayGroup) => void;
  /** The user is about to choose: a chance to start loading what the choice needs. */
  onIntent: () => void;
  /** The method's "more information" link (its `info`), when it has one. */
  moreInfo?: ReactNode;
}

/** One method of the list; a disabled one says so and ignores clicks. */
export function MethodButton({ method, group, disabled, selected, lastUsed, separator, includesBonus = false, lostProfit, onSelect, onIntent, moreInfo }: MethodButtonProps): ReactNode {
  const dir = useTextDirection();
  const enabled = disabled === null;
  const info = enabled ? methodInfoLine(method, separator, lostProfit, dir, includesBonus) : methodUnavailableLine(disabled, new Date());
  return (
    <li data-group={group}>
      <button
        type="button"
        className="method"
        aria-disabled={!enabled}
        aria-current={selected ? 'true' : undefined}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        onClick={() => {
          if (enabled) onSelect(method);
        }}
      >
        <MethodLogo logo={method.logo} name={method.public_name} dir={dir} />
        <span className="method__text">
          <span className="method__name">
            <bdi>{method.public_name}</bdi>
            {lastUsed && <span className="method__badge">{translate('APP.METHOD.LAST_USED')}</span>}
          </span>
          <span className="method__info">{info}</span>
        </span>
      </button>
      {moreInfo}
    </li>
  );
}

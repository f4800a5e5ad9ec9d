import type { ReactNode } from 'react';
import { bonusRibbon, type BonusRibbon as Ribbon } from '../../../schemas/money/bonus-ribbon.ts';
import { formatAmount, type DisplayCurrency } from '../../../schemas/money/format-amount.ts';
import type { MethodBonus } from '../../../schemas/money/method-bonus.ts';
import type { TextDirection } from '../../../schemas/format/bidi.ts';
import { translate } from '../../i18n/form.ts';
import './bonus-ribbon.css';

/** A percentage as the page's language writes it ("50%", Turkish "%50", French "50 %"). */
const percent = (value: string): string => translate('APP.PERCENT', { percent: value });

/** The ribbon's words for its kind (spec section 9: one tier versus many). */
function ribbonText(ribbon: Ribbon, money: (value: string) => string): string {
  switch (ribbon.kind) {
    case 'fixed-percent':
      return translate('APP.BONUS.FIXED_PERCENT', { percent: percent(ribbon.percent) });
    case 'percent-up-to':
      return translate('APP.BONUS.PERCENT_UP_TO', { percent: percent(ribbon.percent), max: money(ribbon.max) });
    case 'fixed-value':
      return translate('APP.BONUS.FIXED_VALUE', { value: money(ribbon.value) });
    case 'max-percent':
      return translate('APP.BONUS.MAX_PERCENT', { percent: percent(ribbon.percent) });
    case 'max-value':
      return translate('APP.BONUS.MAX_VALUE', { value: money(ribbon.value) });
    case 'percent-and-value':
      return translate('APP.BONUS.PERCENT_AND_VALUE', { percent: percent(ribbon.percent), value: money(ribbon.value) });
    default: {
      const unknown: never = ribbon;
      return unknown;
    }
  }
}

interface BonusRibbonProps {
  bonus: MethodBonus;
  currency: DisplayCurrency;
  dir: TextDirection;
}

/**
 * The method's bonus above its form: the bonus's name as the server sends it, and what its tiers offer.
 */
export default function BonusRibbon({ bonus, currency, dir }: BonusRibbonProps): ReactNode {
  const ribbon = bonusRibbon(bonus.tiers);
  if (ribbon === null) return null;
  return (
    <aside className="ribbon" aria-label={translate('APP.BONUS.TITLE')}>
      {bonus.name !== '' && <p className="ribbon__name">{bonus.name}</p>}
      <p className="ribbon__offer">{ribbonText(ribbon, (value) => formatAmount(value, currency, { dir }))}</p>
    </aside>
  );
}

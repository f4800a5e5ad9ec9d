import { useEffect, useRef, type ReactNode } from 'react';
import { maskCardNumber } from '../schemas/format/card-number.ts';
import { cardBrand } from '../schemas/rules/card-number.ts';
import { MaskedInput, type CashierWidgetProps } from './masked-input.tsx';

const BRAND_LABELS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  'american-express': 'Amex',
  'diners-club': 'Diners',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  maestro: 'Maestro',
  mir: 'Mir',
  elo: 'Elo',
};

/** Card number in groups of 4 with the detected brand; the stored value has digits only. */
export function CardNumberWidget(props: CashierWidgetProps): ReactNode {
  const brand = cardBrand(typeof props.value === 'string' ? props.value : '');
  const { onCardBrand } = props.registry.formContext;
  // Told when it changes: an empty field at mount has no brand to announce.
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (brand !== told.current) onCardBrand((told.current = brand));
  }, [brand, onCardBrand]);
  return (
    <MaskedInput
      widget={props}
      mask={maskCardNumber}
      inputMode="numeric"
      adornment={
        brand === null ? null : (
          <span className="card-brand" data-brand={brand}>
            {BRAND_LABELS[brand] ?? brand.toUpperCase()}
          </span>
        )
      }
    />
  );
}

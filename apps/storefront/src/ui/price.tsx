import type { Tenant } from '@fierro/tenants';
import clsx from 'clsx';
import { formatPrice } from '../lib/format/price';

/** One formatted price (an amount commerce decided); the paid price large, a struck one small. */
export function PriceTag({
  amount,
  currency,
  type,
  tenant,
  variant = 'main',
  label,
  unit,
}: {
  amount: number;
  currency: string;
  /** The spec price type, for tests and analytics. */
  type: string;
  tenant: Tenant;
  variant?: 'main' | 'struck' | 'secondary' | 'small';
  label?: string;
  /** What the amount buys when it is not an item ("caja", "m²"), already translated. */
  unit?: string | null;
}) {
  return (
    <span
      className={clsx(
        'block tabular-nums',
        variant === 'main' && 'text-lg font-bold text-gray-900',
        variant === 'secondary' && 'text-sm font-semibold text-brand-ink',
        variant === 'struck' && 'text-sm text-gray-600 line-through',
        variant === 'small' && 'text-xs text-gray-700',
      )}
      data-price-type={type}
    >
      {label ? <span className="sr-only">{`${label}: `}</span> : null}
      {formatPrice(amount, tenant, currency)}
      {unit ? <span className="text-xs font-normal"> / {unit}</span> : null}
    </span>
  );
}

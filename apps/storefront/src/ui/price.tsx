import type { Price as PriceData } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import clsx from 'clsx';
import { formatPrice } from '../lib/format/price';

/** One formatted price; the best price large, a struck normal price small. */
export function PriceTag({
  price,
  tenant,
  variant = 'main',
  label,
}: {
  price: PriceData;
  tenant: Tenant;
  variant?: 'main' | 'struck' | 'secondary';
  label?: string;
}) {
  const text = formatPrice(price.amount, tenant, price.currency);
  return (
    <span
      className={clsx(
        'block tabular-nums',
        variant === 'main' && 'text-lg font-bold text-gray-900',
        variant === 'secondary' && 'text-sm font-semibold text-brand-ink',
        variant === 'struck' && 'text-sm text-gray-600 line-through',
      )}
      data-price-type={price.type}
    >
      {label ? <span className="sr-only">{`${label}: `}</span> : null}
      {text}
      {price.unit ? <span className="text-xs font-normal"> / {price.unit}</span> : null}
    </span>
  );
}

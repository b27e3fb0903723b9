import type { Tenant } from '@fierro/tenants';
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
    // .price-main, .price-struck, ... (globals.css): a card repeats them on every listing.
    <span className={`price-${variant}`} data-price-type={type}>
      {label ? <span className="sr-only">{`${label}: `}</span> : null}
      {formatPrice(amount, tenant, currency)}
      {unit ? <span className="price-unit"> / {unit}</span> : null}
    </span>
  );
}

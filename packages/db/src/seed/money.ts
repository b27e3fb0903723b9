import type { Currency } from '@fierro/tenants';

/**
 * A believable shelf price in minor units from an amount in major units: CLP $19.990, COP
 * $89.900, ARS $45.999, UYU $1.499, BRL R$ 189,90, PEN S/ 129.90, MXN $1,299.00.
 */
export const shelfPrice = (
  major: number,
  currency: Pick<Currency, 'code' | 'minorUnits'>,
): number => {
  const x = Math.max(major, 0.5);
  switch (currency.code) {
    case 'CLP':
      return x >= 1000 ? Math.round(x / 1000) * 1000 - 10 : Math.max(190, Math.round(x / 10) * 10);
    case 'COP':
      return x >= 2000
        ? Math.round(x / 1000) * 1000 - 100
        : Math.max(900, Math.round(x / 100) * 100);
    case 'ARS':
    case 'UYU':
      return (x >= 20 ? Math.round(x / 10) * 10 - 1 : Math.max(1, Math.round(x))) * 100;
    case 'MXN':
      return x >= 20
        ? (Math.round(x / 10) * 10 - 1) * 100
        : Math.max(100, Math.round(x) * 100 - 10);
    default:
      // BRL, PEN, USD: ,90 endings.
      return Math.max(1, Math.round(x)) * 100 - 10;
  }
};

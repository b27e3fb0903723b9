import type { BankInstallment } from '../../contract';

/** A bank's installment plan offered on the site (a BANK promotion). */
export interface InstallmentPlan {
  promotionId?: string;
  bank: string;
  months: number;
  interestFree: boolean;
  /** Monthly interest rate for plans with interest (0.0199 = 1.99 %). */
  monthlyRate: number;
  /** Minimum price (minor units) for the plan to apply. */
  minAmount: number;
}

/**
 * Each plan that applies to a price (minor units), longest first. Interest-free: equal whole
 * installments and the last one takes the rounding, so they add up to the price exactly
 * (12 x $11.749 + $11.751 = $140.990). With interest: the annuity rounded up, every month alike.
 * `step` is the smallest amount the site shows (`shownStep`): a site that keeps cents but shows
 * whole pesos gets whole-peso installments, so what it shows adds up.
 */
export const installments = (
  amount: number,
  currency: string,
  plans: readonly InstallmentPlan[],
  step = 1,
): BankInstallment[] =>
  plans
    .filter((p) => amount >= p.minAmount && p.months > 0 && amount >= p.months * step)
    .map((p) => {
      const free = p.interestFree || p.monthlyRate === 0;
      const monthly = free
        ? Math.floor(amount / p.months / step) * step
        : Math.ceil((amount * p.monthlyRate) / (1 - (1 + p.monthlyRate) ** -p.months) / step) *
          step;
      const last = free ? amount - monthly * (p.months - 1) : monthly;
      return {
        ...(p.promotionId ? { promotionId: p.promotionId } : {}),
        bank: p.bank,
        months: p.months,
        interestFree: free,
        monthlyAmount: monthly,
        lastAmount: last,
        total: monthly * (p.months - 1) + last,
        currency,
        ...(free ? {} : { monthlyRate: p.monthlyRate }),
      };
    })
    .sort((a, b) => b.months - a.months || a.bank.localeCompare(b.bank));

'use client';
import {
  type BoxesResult,
  boxesForArea,
  formatQuantity,
  MAX_CART_QUANTITY,
  parseNumberEntry,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formatPrice } from '../../../lib/format/price';
import { chooseQuantity } from '../use-quantity';
import { NumberField } from './number-field';

/**
 * What the calculator answers for what was typed: the boxes, and whether the buy box can take
 * them (a cart holds 9,999 of a product at most). The area and the allowance are read like the
 * buy box's quantity (spec §5 entry in the site's number format: "1.000" in Chile is a thousand
 * square metres in both fields, "12,5" or "12.5" twelve and a half).
 */
export function boxesAnswer(input: {
  area: string;
  waste: string;
  tenantCode: string;
  coveragePerBox: number;
  boxPrice: number;
}): { result: BoxesResult; fits: boolean } | null {
  const { tenantCode, coveragePerBox, boxPrice } = input;
  const area = parseNumberEntry(input.area, tenantCode);
  const waste = parseNumberEntry(input.waste, tenantCode) ?? (input.waste.trim() === '' ? 0 : null);
  if (area === null || waste === null) return null;
  const result = boxesForArea({ area, coveragePerBox, wastePercent: waste, boxPrice });
  return result ? { result, fits: result.boxes <= MAX_CART_QUANTITY } : null;
}

/** Tiles and floors: m² to whole boxes with a waste allowance, and the total price. */
export function BoxesCalculator({
  skuId,
  canBuy,
  coveragePerBox,
  boxPrice,
  currency,
  tenantCode,
  guideUrl,
}: {
  /** The SKU priced, whose buy box takes the boxes ("Usar N cajas") when it can add to cart. */
  skuId: string;
  canBuy: boolean;
  coveragePerBox: number;
  /** Price of one box, minor units. */
  boxPrice: number;
  currency: string;
  tenantCode: Tenant['code'];
  guideUrl: string | null;
}) {
  const t = useTranslations('product.calculator');
  const [area, setArea] = useState('');
  const [waste, setWaste] = useState('10');
  const answer = boxesAnswer({ area, waste, tenantCode, coveragePerBox, boxPrice });
  const result = answer?.result ?? null;
  const num = (n: number) => formatQuantity(n, tenantCode);
  return (
    <section
      aria-labelledby="boxes-calculator-title"
      className="flex flex-col gap-3 rounded-lg border border-gray-200 p-4"
      data-calculator="boxes"
    >
      <h2 id="boxes-calculator-title" className="font-bold">
        {t('boxesTitle')}
      </h2>
      <p className="text-gray-700 text-sm">{t('coverage', { coverage: num(coveragePerBox) })}</p>
      <div className="grid grid-cols-2 gap-3">
        <NumberField label={t('area')} value={area} onChange={setArea} />
        <NumberField label={t('waste')} value={waste} onChange={setWaste} />
      </div>
      <output aria-live="polite" className="min-h-12 text-sm" data-result="boxes">
        {result ? (
          <>
            <strong className="block text-base">{t('boxes', { count: result.boxes })}</strong>
            <span>{t('covers', { area: num(result.coveredArea) })}</span>
            {' · '}
            <span>
              {t('total', { total: formatPrice(result.total, { code: tenantCode }, currency) })}
            </span>
          </>
        ) : null}
      </output>
      {answer && canBuy && !answer.fits ? (
        // More than a cart takes: the maximum, not a button that would silently add less.
        <p className="text-sm" data-boxes-over-max>
          {t('boxesOverMax', { max: num(MAX_CART_QUANTITY) })}
        </p>
      ) : null}
      {answer?.fits && canBuy ? (
        <button
          type="button"
          onClick={() => chooseQuantity({ skuId, quantity: answer.result.boxes })}
          className="min-h-11 self-start rounded border border-brand-ink px-4 font-semibold text-brand-ink"
        >
          {t('useBoxes', { count: answer.result.boxes })}
        </button>
      ) : null}
      {guideUrl ? (
        <a
          href={guideUrl}
          target="_blank"
          rel="noopener"
          className="text-gray-900 text-sm underline"
        >
          {t('guide')}
        </a>
      ) : null}
    </section>
  );
}

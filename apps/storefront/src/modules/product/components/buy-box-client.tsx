'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';

/**
 * Quantity and add to cart. The registry's isAddToCartEnabled keeps the button off until the
 * cart exists (the cart issue turns it on); the quantity never passes 9999 (spec §5).
 */
export function BuyBox({
  enabled,
  skuId,
  max,
}: {
  enabled: boolean;
  skuId: string;
  /** MAX_CART_QUANTITY of @fierro/domain (9999), passed in by the server (keeps zod off the page). */
  max: number;
}) {
  const t = useTranslations('product');
  const id = useId();
  const [qty, setQty] = useState(1);
  const set = (n: number) => setQty(Math.min(max, Math.max(1, Math.trunc(n) || 1)));
  return (
    <div className="flex flex-col gap-2" data-buy-box={skuId}>
      <div className="flex items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="font-semibold text-sm">
            {t('quantity')}
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={qty}
            onChange={(e) => set(Number(e.target.value))}
            aria-describedby={`${id}-max`}
            className="min-h-11 w-24 rounded border border-gray-400 px-3"
          />
        </div>
        <button
          type="button"
          disabled={!enabled}
          aria-describedby={enabled ? undefined : `${id}-off`}
          className="min-h-11 flex-1 rounded bg-brand px-4 font-bold text-on-brand disabled:bg-gray-400"
        >
          {t('addToCart')}
        </button>
      </div>
      <p id={`${id}-max`} className="text-gray-600 text-xs">
        {t('quantityMax', { max })}
      </p>
      {enabled ? null : (
        <p id={`${id}-off`} className="text-gray-700 text-sm">
          {t('addToCartOff')}
        </p>
      )}
    </div>
  );
}

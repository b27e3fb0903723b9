'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ADD_TO_CART_FORM, cartForm } from '../../cart/client';
import { onQuantityChosen } from '../use-quantity';

/**
 * Quantity and add to cart (issue 21). A plain form posting to the cart's form action, so it
 * adds before the page's JavaScript runs; after, the cart's add-to-cart host takes the submit and
 * shows the add-to-cart modal. The registry's isAddToCartEnabled can keep the button off; the
 * quantity never passes 9999 (spec §5).
 */
export function BuyBox({
  enabled,
  site,
  productId,
  skuId,
  max,
  boxes = false,
}: {
  enabled: boolean;
  site: string;
  productId: string;
  skuId: string;
  /** MAX_CART_QUANTITY of @fierro/domain (9999), passed in by the server (keeps zod off the page). */
  max: number;
  /** Sold by the box (tiles): the quantity counts boxes. */
  boxes?: boolean;
}) {
  const t = useTranslations('product');
  const id = useId();
  // As typed: the cart reads it (spec §5 number entry, `2,0` is 2) and refuses what is no
  // quantity; plain digits are kept within 1..max as they are typed.
  const [qty, setQty] = useState('1');
  const type = (text: string) =>
    setQty(/^\d+$/.test(text) ? String(Math.min(max, Math.max(1, Number(text)))) : text);
  // The boxes calculator's "Usar N cajas": the quantity, and the button next to take it.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      onQuantityChosen(skuId, (quantity) => {
        setQty(String(Math.min(max, Math.max(1, quantity))));
        button.current?.focus();
      }),
    [skuId, max],
  );
  const form = { [ADD_TO_CART_FORM]: '' };
  return (
    <form action={cartForm} {...form} className="flex flex-col gap-2" data-buy-box={skuId}>
      <input type="hidden" name="site" value={site} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="skuId" value={skuId} />
      <input type="hidden" name="productId" value={productId} />
      <div className="flex items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={id} className="font-semibold text-sm">
            {t('quantity')}
          </label>
          <input
            id={id}
            name="quantity"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            maxLength={9}
            value={qty}
            onChange={(e) => type(e.target.value)}
            aria-describedby={`${id}-max`}
            className="min-h-11 w-24 rounded border border-gray-400 px-3"
          />
        </div>
        <button
          ref={button}
          type="submit"
          disabled={!enabled}
          aria-describedby={enabled ? undefined : `${id}-off`}
          className="min-h-11 flex-1 rounded bg-brand px-4 font-bold text-on-brand disabled:bg-gray-400 aria-busy:opacity-70"
        >
          {t('addToCart')}
        </button>
      </div>
      <p id={`${id}-max`} className="text-gray-600 text-xs">
        {t(boxes ? 'quantityMaxBoxes' : 'quantityMax', { max })}
      </p>
      {enabled ? null : (
        <p id={`${id}-off`} className="text-gray-700 text-sm">
          {t('addToCartOff')}
        </p>
      )}
    </form>
  );
}

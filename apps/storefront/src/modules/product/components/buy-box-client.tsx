'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { ADD_TO_CART_FORM, cartForm, parseQuantityEntry } from '../../cart/client';
import { onQuantityChosen } from '../use-quantity';

/**
 * What is wrong with the typed quantity, as the cart reads it (spec §5 entry in the site's number
 * format, 1..9999), or null. Nothing is changed as it is typed: a 0 or a 10000 kept within 1..9999
 * was added as 1 or 9999 without a word, where the form without JavaScript refuses it.
 */
export function quantityProblem(text: string, tenantCode: string) {
  const entry = parseQuantityEntry(text, tenantCode);
  return entry.ok ? null : entry.reason;
}

/**
 * Quantity and add to cart (issue 21). A plain form posting to the cart's form action, so it
 * adds before the page's JavaScript runs; after, the cart's add-to-cart host takes the submit and
 * shows the add-to-cart modal. The registry's isAddToCartEnabled can keep the button off; a
 * quantity outside 1..9999 (spec §5) is refused with the cart's message, as without JavaScript.
 */
export function BuyBox({
  enabled,
  site,
  productId,
  skuId,
  max,
  boxes = false,
  tenantCode,
}: {
  enabled: boolean;
  site: string;
  /** The site's code: its number format reads the typed quantity. */
  tenantCode: string;
  productId: string;
  skuId: string;
  /** MAX_CART_QUANTITY of @fierro/domain (9999), passed in by the server (keeps zod off the page). */
  max: number;
  /** Sold by the box (tiles): the quantity counts boxes. */
  boxes?: boolean;
}) {
  const t = useTranslations('product');
  // The cart's own words for a quantity it refuses, the same with or without JavaScript.
  const tc = useTranslations('cart.errors.code');
  const id = useId();
  // As typed: the cart reads it (spec §5 number entry, `2,0` is 2, `1.000` a thousand in Chile)
  // and refuses what is no quantity of 1..max, with the message said beside the field here.
  const [qty, setQty] = useState('1');
  const problem = qty.trim() === '' ? null : quantityProblem(qty, tenantCode);
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
            onChange={(e) => setQty(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-error ${id}-max` : `${id}-max`}
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
      {problem ? (
        <p id={`${id}-error`} className="text-red-700 text-sm" data-quantity-error={problem}>
          {tc('INVALID_PARAMETER')}
        </p>
      ) : null}
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

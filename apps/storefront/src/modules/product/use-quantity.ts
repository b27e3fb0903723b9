/**
 * A calculator hands its result (whole boxes) to the page's buy box: they are separate client
 * islands of a cached page, so a window event carries it, for the SKU the calculator priced.
 */
const EVENT = 'fierro:use-quantity';

export interface QuantityChoice {
  skuId: string;
  quantity: number;
}

export const chooseQuantity = (choice: QuantityChoice) =>
  window.dispatchEvent(new CustomEvent<QuantityChoice>(EVENT, { detail: choice }));

/** Calls `take` with each quantity chosen for this SKU; answers the unsubscribe. */
export function onQuantityChosen(skuId: string, take: (quantity: number) => void): () => void {
  const listener = (e: Event) => {
    const choice = (e as CustomEvent<QuantityChoice>).detail;
    if (choice?.skuId === skuId && Number.isSafeInteger(choice.quantity)) take(choice.quantity);
  };
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

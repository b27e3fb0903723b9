/**
 * How an order moves after it is placed (issue 23): the fulfilment an operator records (the shop
 * floor, the carrier), each move one row of the order's history. Payment moves (created, paid,
 * cancelled on a decline or an expiry) belong to the checkout; the till's payment of a
 * pay-at-store order is the one payment move an operator makes.
 */
export const FULFILMENT_MOVES: Readonly<Record<string, readonly string[]>> = {
  PAYMENT_PENDING: ['PAID'],
  PAID: ['PREPARING'],
  PREPARING: ['SHIPPED', 'READY_FOR_PICKUP'],
  SHIPPED: ['DELIVERED'],
  READY_FOR_PICKUP: ['PICKED_UP'],
};

/** The statuses an order may be moved to from `from` by an operator. */
export const fulfilmentMovesFrom = (from: string): readonly string[] =>
  FULFILMENT_MOVES[from] ?? [];

/** Statuses of an order the shopper paid (they count for membership and earn points). */
export const PAID_STATUSES = [
  'PAID',
  'PREPARING',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'PICKED_UP',
] as const;

/** Statuses in which the goods reached the shopper (the return windows count from then). */
export const DELIVERED_STATUSES = ['DELIVERED', 'PICKED_UP'] as const;

/**
 * An order number as people copy it from a mail or a receipt: `#100003`, `N° 100003`,
 * `Pedido nº 100.003` and ` 100003 ` are order 100003. Anything else is left as typed, for the
 * form's message.
 */
export function orderNumberAsTyped(typed: string): string {
  const m = typed
    .trim()
    .match(
      /^(?:(?:pedido|orden|order)\s*)?(?:#|n\s*[°º.]?|no\.?)?\s*(\d{1,3}(?:[.\s]\d{3})+|\d+)$/i,
    );
  return m ? m[1]!.replace(/[.\s]/g, '') : typed.trim();
}

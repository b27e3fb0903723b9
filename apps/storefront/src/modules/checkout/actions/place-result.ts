import type { StepId } from '../state';

/** What the place-order action answers when the order is not taken (it redirects when it is). */
export type PlaceResult =
  | { kind: 'idle' }
  /** Prices or delivery changed since the review: the new totals, for the shopper to confirm. */
  | {
      kind: 'totalChanged';
      /** The new total, the one to confirm (the next attempt's `expectedTotal`). */
      total: number;
      /** The totals before and now, in the site's money. */
      shown: {
        previous: string;
        subtotal: string;
        savings: string;
        delivery: string;
        total: string;
      };
    }
  | {
      kind: 'error';
      message: string;
      /** The step to fix, when a field of one was refused. */
      step?: StepId;
      /** The cart must be looked at (out of stock, changed meanwhile). */
      cart?: boolean;
      /** Nothing is known to have happened: the same attempt may be sent again. */
      retry?: boolean;
    };

export const PLACE_IDLE: PlaceResult = { kind: 'idle' };

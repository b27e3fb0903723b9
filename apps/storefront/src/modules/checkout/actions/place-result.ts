import type { StepId } from '../state';

/** What the place-order action answers when the order is not taken (it redirects when it is). */
export type PlaceResult =
  | { kind: 'idle' }
  /** Prices or delivery changed since the review: the new totals, for the shopper to confirm. */
  | {
      kind: 'totalChanged';
      /** The new total, the one to confirm (the next attempt's `expectedTotal`). */
      total: number;
      /** The totals before and now, in the site's money; null: a row the summary leaves out. */
      shown: {
        previous: string;
        subtotal: string;
        savings: string | null;
        delivery: string | null;
        total: string;
      };
      /** Line prices changed and the total did not (commerce refuses prices never shown). */
      sameTotal?: boolean;
      /** The lines whose price changed: "Martillo: antes $ 539, ahora $ 599". */
      changes?: string[];
    }
  | {
      kind: 'error';
      message: string;
      /** The step to fix, when a field of one was refused. */
      step?: StepId;
      /** The cart must be looked at (out of stock, changed meanwhile). */
      cart?: boolean;
      /** What stops each line, naming its product ("Destornillador ... ya no se vende"). */
      lines?: string[];
      /** Nothing is known to have happened: the same attempt may be sent again. */
      retry?: boolean;
    };

export const PLACE_IDLE: PlaceResult = { kind: 'idle' };

/** A cart line's warranties and services (cart-line-client.tsx): its dialog, and the focus. */

/** The "more warranties" dialog's state: open or not, and the offers it was opened on. */
export interface MoreState {
  open: boolean;
  offers: string;
}
/**
 * The dialog's state once the line offers `offers` (their SKUs, joined): closed as soon as they
 * changed. An add takes the dialog (or, with few offers left, its button) away, and the open
 * state left behind would open it again by itself when removing that service brings them back.
 */
export const moreFor = (state: MoreState, offers: string): MoreState =>
  state.offers === offers ? state : { open: false, offers };

/** A service the shopper added or took away: its button goes away once commerce answers. */
export interface ServiceFocus {
  kind: 'add' | 'remove';
  skuId: string;
  /** Commerce answered (taken or refused). */
  settled: boolean;
}

/**
 * Where focus goes after a service was added or taken away (its button goes with the answer):
 * once commerce answered, to the added service's own "Quitar" (or the offer's "Agregar" back in
 * the list); focus lost meanwhile, or with no such button drawn, goes to the section's heading,
 * never left on the page's body. Focus the shopper took elsewhere stays there. True once nothing
 * is left to do.
 */
export function focusAfterService(section: HTMLElement, want: ServiceFocus): boolean {
  const doc = section.ownerDocument;
  const active = doc.activeElement;
  const lost = !active || active === doc.body;
  if (!lost && !section.contains(active)) return true;
  if (want.settled) {
    const attribute = want.kind === 'add' ? 'data-service' : 'data-offer';
    const row = [...section.querySelectorAll<HTMLElement>(`[${attribute}]`)].find(
      (el) => el.getAttribute(attribute) === want.skuId,
    );
    const button = row?.querySelector<HTMLElement>('button');
    if (button) {
      button.focus();
      // Focus scrolls nothing into view that is already in the viewport, if under the phone's
      // sticky summary: `nearest` honours the page's scroll padding (globals.css), the bar's.
      button.scrollIntoView?.({ block: 'nearest' });
      return true;
    }
  }
  if (lost) section.querySelector<HTMLElement>('[data-services-title]')?.focus();
  return want.settled;
}

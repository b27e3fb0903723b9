import type { Messages } from './messages';

/**
 * The message paths client components read (`useTranslations`): only these travel to the
 * browser in every page's payload. The server's texts (SEO, cards, footer, the product page's
 * server-rendered parts) stay on the server. client-messages.test.ts checks this list against
 * every `useTranslations` call in the sources, so a new client text cannot be forgotten.
 * (Sign-in texts travel apart: modules/auth's AuthIntl; so do the cart page's.)
 */
export const CLIENT_MESSAGE_PATHS = [
  'common',
  'header',
  'location',
  'listing.sortBy',
  'listing.sort',
  'smartBanner',
  'cookies',
  'error',
  'toast',
  'product.gallery',
  'product.mediaOf',
  'product.previous',
  'product.next',
  'product.thumbnails',
  'product.video',
  'product.videoPlayer',
  'product.spin',
  'product.spinHint',
  'product.quantity',
  'product.quantityMax',
  'product.quantityMaxBoxes',
  'product.addToCart',
  'product.addToCartOff',
  'product.sticky',
  // The availability itself renders on the server; in the browser only its location prompt.
  'product.availability.choose',
  'product.availability.chooseButton',
  // The cart's header link and add-to-cart host are on every page; the cart page's own texts
  // (the whole `cart` namespace) travel only with it (modules/cart/components/cart-page.tsx).
  'cart.title',
  'cart.add',
  'cart.added',
  'cart.addError',
  'cart.errors.code',
] as const;

type Tree = { [key: string]: string | Tree };

/**
 * The tile and paint calculators' texts: only product pages that show a calculator send them,
 * around it (modules/shell MoreMessages), not every page of the site.
 */
export const CALCULATOR_MESSAGE_PATHS = ['product.calculator'] as const;

/** The subset of a locale's messages named by `paths` (dotted), in the same shape. */
export function pickMessages(messages: Messages, paths: readonly string[]): Partial<Messages> {
  const out: Tree = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: Tree | string | undefined = messages as unknown as Tree;
    for (const k of keys) from = typeof from === 'object' ? from[k] : undefined;
    if (from === undefined) continue;
    let into = out;
    for (const k of keys.slice(0, -1)) {
      if (typeof into[k] !== 'object') into[k] = {};
      into = into[k] as Tree;
    }
    into[keys.at(-1)!] = from;
  }
  return out as Partial<Messages>;
}

/** What the shell's client IntlProvider receives. */
export const clientMessages = (messages: Messages) => pickMessages(messages, CLIENT_MESSAGE_PATHS);

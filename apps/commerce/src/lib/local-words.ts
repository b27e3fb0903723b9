import { formatQuantity } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';

export type LocalWords = Pick<Tenant, 'cartWord' | 'homeDeliveryWord'>;

/** One of our texts for people: Spanish in Chile's words, Portuguese in Brazil's. */
export type Text = readonly [es: string, pt: string];

/** What a text needs of the site it is said on (none: Spanish, as written). */
export type Speaker = (Pick<Tenant, 'lang' | 'code'> & LocalWords) | null | undefined;

const CART = /\b([Cc])arro(s?)\b/g;
const HOME_DELIVERY = /\b([Dd])espacho\b/g;

const asWritten = (initial: string, word: string) =>
  initial === initial.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * A Spanish text of ours, written with Chile's words ("tu carro", "dirección de despacho"), in
 * the site's own (`cartWord`, `homeDeliveryWord` of the registry): Argentina's shopper reads
 * "tu carrito" and "dirección de envío". Portuguese texts are written in Brazil's words already.
 */
export function inLocalWords(text: string, site: LocalWords | null | undefined): string {
  if (!site || site.cartWord === 'carrinho') return text;
  return text
    .replace(CART, (_, c: string, plural: string) => asWritten(c, site.cartWord) + plural)
    .replace(HOME_DELIVERY, (_, d: string) => asWritten(d, site.homeDeliveryWord));
}

/**
 * A text's "quedan {available}" said with the count's number: "queda 1", "quedan 3" ("resta 1",
 * "restam 3"); at a sentence's start with its capital.
 */
export function withUnitsLeft(text: string, available: number): string {
  if (available !== 1) return text.replaceAll('{available}', String(available));
  return text
    .replace(/\b([Qq])uedan \{available\}/g, '$1ueda 1')
    .replace(/\b([Rr])estam \{available\}/g, '$1esta 1')
    .replaceAll('{available}', '1');
}

/**
 * A text with its `{names}` filled in one pass, each value as it is: a replacer function, so a
 * shopper's `$&` or `$'` is not read as a replacement pattern, and a value holding `{n}` is not
 * filled again. A name without a value stays as written (`{link}`, filled later).
 */
export const fillText = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(/\{(\w+)\}/g, (written, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : written,
  );

/**
 * A number as the site writes it: its thousands and decimal separators ("9.998", "0,3"; Peru
 * "9,998"), the domain's one formatter; Spanish separators without a site.
 */
export const numberIn = (n: number, site: Speaker): string => formatQuantity(n, site?.code ?? '');

/**
 * A text in the site's language and words, its `{names}` filled (numbers as the site writes
 * them): the one way a message for people is said, so no route answers Spanish on a Brazilian
 * site or Chile's "carro" in Mexico. The words are the text's, never a value's (a shopper's term).
 */
export const say = (
  text: Text,
  site: Speaker,
  values: Readonly<Record<string, string | number>> = {},
): string =>
  fillText(
    site?.lang === 'pr' ? text[1] : inLocalWords(text[0], site),
    Object.fromEntries(
      Object.entries(values).map(([name, v]) => [
        name,
        typeof v === 'number' ? numberIn(v, site) : v,
      ]),
    ),
  );

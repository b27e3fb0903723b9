import type { Tenant } from '@fierro/tenants';

export type LocalWords = Pick<Tenant, 'cartWord' | 'homeDeliveryWord'>;

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

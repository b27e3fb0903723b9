import type { ProductResponse, Variant } from '@fierro/commerce/contract';
import { isMultiUnitPromotion, parseNumberEntry } from '@fierro/domain';

/** Product page view-model (issue 7): API shapes to what the components draw. */

export interface VariantOption {
  value: string;
  label: string;
  swatch?: string;
  /** SKU the option leads to (keeps the other attribute when such a variant exists). */
  skuId: string;
  selected: boolean;
  available: boolean;
}
export interface VariantPicker {
  attribute: 'color' | 'size';
  options: VariantOption[];
}

const attr = (v: Variant, name: string) => v.attributes.find((a) => a.name === name);

/** Pickers for the product's variant kind (colour, size or both). */
export function variantPickers(product: ProductResponse, selected: Variant): VariantPicker[] {
  if (!product.variantKind || product.variants.length < 2) return [];
  const names: Array<'color' | 'size'> =
    product.variantKind === 'COLOR'
      ? ['color']
      : product.variantKind === 'SIZE'
        ? ['size']
        : ['color', 'size'];
  return names
    .map((name) => {
      const other = names.find((n) => n !== name);
      const seen = new Map<string, VariantOption>();
      for (const v of product.variants) {
        const a = attr(v, name);
        if (!a || seen.has(a.value)) continue;
        // Prefer the variant that keeps the other chosen attribute.
        const keep = other
          ? product.variants.find(
              (w) =>
                attr(w, name)?.value === a.value &&
                attr(w, other)?.value === attr(selected, other)?.value,
            )
          : undefined;
        const target = keep ?? v;
        seen.set(a.value, {
          value: a.value,
          label: a.value,
          ...(a.swatch ? { swatch: a.swatch } : {}),
          skuId: target.skuId,
          selected: attr(selected, name)?.value === a.value,
          available: target.available,
        });
      }
      return { attribute: name, options: [...seen.values()] };
    })
    .filter((p) => p.options.length > 0);
}

/**
 * One picture of the gallery, as little as the gallery draws: every field is in the page twice
 * (the client component's props travel in its RSC payload), 53 of them on a product with a spin.
 * `alt` only where it differs from the product's name, which the gallery uses otherwise.
 */
export interface GalleryPicture {
  url: string;
  alt?: string;
}

export type GalleryItem =
  | ({ kind: 'IMAGE' } & GalleryPicture)
  | ({
      kind: 'VIDEO';
      /** Its note's id (from the media name). */
      id: string;
      /** The first image's path, shown until it plays. */
      poster: string | null;
      captions: string | null;
    } & GalleryPicture)
  | { kind: 'SPIN'; frames: GalleryPicture[] };

/**
 * Gallery items: the variant's own images first, then the product's images, videos (each with
 * the first image as its poster, and its captions when it is one of the site's own files) and
 * the spin. An image's text alternative is its alt text, else the product's name (a spin frame's:
 * its alt text, else its media name).
 */
export function galleryItems(product: ProductResponse, variant: Variant): GalleryItem[] {
  const { name } = product;
  const picture = (url: string, alt: string): GalleryPicture =>
    alt === name ? { url } : { url, alt };
  const images = [...variant.media.filter((m) => m.kind === 'IMAGE'), ...product.media.images];
  const unique = images.filter((m, i) => images.findIndex((n) => n.url === m.url) === i);
  const items: GalleryItem[] = unique.map((m) => ({
    kind: 'IMAGE' as const,
    ...picture(m.url, m.altText ?? name),
  }));
  for (const m of product.media.videos) {
    items.push({
      kind: 'VIDEO',
      ...picture(m.url, m.altText ?? name),
      id: m.name.replace(/[^A-Za-z0-9_-]/g, ''),
      poster: unique[0]?.url ?? null,
      captions: captionsOf(m.url),
    });
  }
  if (product.media.spins.length > 0) {
    items.push({
      kind: 'SPIN',
      frames: product.media.spins.map((m) => picture(m.url, m.altText ?? m.name)),
    });
  }
  return items;
}

/** The site's own videos (`/{site}/files/{name}.mp4`) have WebVTT captions beside them. */
export const captionsOf = (url: string): string | null =>
  /^\/[a-z0-9-]+\/files\/[a-z0-9-]+\.mp4$/.test(url) ? url.replace(/\.mp4$/, '.vtt') : null;

/** Which calculator a product gets: tiles and floors (sold by the box) or paint (has a yield). */
export type CalculatorSpec =
  | { kind: 'boxes'; coveragePerBox: number }
  | { kind: 'paint'; yieldPerLitre: number; canLitres: number; coats: number }
  | null;

const GALLON_LITRES = 3.785;

/** Litres of a can from its size label: "Galão 3,6 L", "1/4 galón", "Tineta 4 galones". */
export function litresOf(label: string): number | null {
  const l = /(\d+(?:[.,]\d+)?)\s*(?:l|litros?)\b/i.exec(label);
  if (l) return parseNumberEntry(l[1]!);
  const g = /(?:(\d+)\s*\/\s*(\d+)|(\d+(?:[.,]\d+)?))\s*gal/i.exec(label);
  if (!g) return null;
  const n = g[1] ? Number(g[1]) / Number(g[2]) : (parseNumberEntry(g[3]!) ?? 0);
  return n > 0 ? Math.round(n * GALLON_LITRES * 100) / 100 : null;
}

export function calculatorOf(product: ProductResponse, variant: Variant): CalculatorSpec {
  if (product.unit?.perBox) return { kind: 'boxes', coveragePerBox: product.unit.perBox };
  const yieldSpec = product.specifications.find((s) => /m²\s*\/\s*l/i.test(s.value));
  if (!yieldSpec) return null;
  const yieldPerLitre = parseNumberEntry(/[\d.,]+/.exec(yieldSpec.value)?.[0] ?? '');
  const size = attr(variant, 'size')?.value ?? variant.name;
  const canLitres = litresOf(size) ?? litresOf(variant.name);
  const coatsSpec = product.specifications.find((s) => /^(manos|demãos)/i.test(s.name));
  const coats = Number(/\d+/.exec(coatsSpec?.value ?? '')?.[0] ?? 2) || 2;
  return yieldPerLitre && canLitres ? { kind: 'paint', yieldPerLitre, canLitres, coats } : null;
}

/** The variant a URL names (by SKU), the API's selected one without a SKU; null = unknown SKU. */
export function variantOf(product: ProductResponse, skuId?: string): Variant | null {
  if (skuId) return product.variants.find((v) => v.skuId === skuId) ?? null;
  return (
    product.variants.find((v) => v.id === product.selectedVariantId) ?? product.variants[0] ?? null
  );
}

/**
 * Multi-unit promotion (3x2) of the variant shown, if any: its title is the spec §5 pattern. A
 * promotion of another variant of the product is not this one's: the cart would not apply it.
 */
export const multiUnitPromotion = (product: Pick<ProductResponse, 'promotions'>, skuId: string) =>
  product.promotions.find(
    (p) => p.skuIds.includes(skuId) && isMultiUnitPromotion(p.title.trim()),
  ) ?? null;

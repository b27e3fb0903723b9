import type { ProductResponse, Variant } from '@fierro/commerce/contract';
import { categoryPath, fromMinorUnits, inSite, productPath, SEO_IMAGE_SIZE } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Metadata } from 'next';
import { alternates } from '../../lib/site/seo';
import { facts } from '../../lib/site/tenant-facts';
import type { PriceView } from './prices';

/** Canonical path of a product page (inside the site), optionally with the SKU segment. */
export const productPagePath = (p: Pick<ProductResponse, 'productId' | 'slug'>, skuId?: string) =>
  productPath({ productId: p.productId, slug: p.slug, skuId });

const absolute = (tenant: Tenant, path: string) =>
  `${facts(tenant).seoDomain ?? ''}${inSite(tenant, path)}`;

const imageUrl = (tenant: Tenant, path: string | undefined) =>
  path
    ? `${facts(tenant).seoDomain ?? ''}/images/${path.replace(/^\/?(images\/)?/, '')}?w=${SEO_IMAGE_SIZE}&h=${SEO_IMAGE_SIZE}`
    : undefined;

// Text of the catalogue HTML; a script or style element's content is not text.
const plain = (html: string) =>
  html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export function productMetadata(tenant: Tenant, product: ProductResponse): Metadata {
  const path = productPagePath(product);
  const description = plain(product.description).slice(0, 160);
  const image = imageUrl(tenant, product.media.images[0]?.url);
  const title = `${product.name} | ${facts(tenant).title}`;
  return {
    title,
    description,
    alternates: alternates(tenant, path),
    openGraph: {
      type: 'website',
      title,
      description,
      url: absolute(tenant, path),
      siteName: tenant.siteName,
      locale: tenant.locale.replace('-', '_'),
      ...(image ? { images: [{ url: image, width: 800, height: 800, alt: product.name }] } : {}),
    },
    other: { 'product:brand': product.brand, 'product:retailer_item_id': product.skuId },
  };
}

/** JSON-LD Product with Offer, AggregateRating, brand, sku, gtin; and the BreadcrumbList. */
export function productJsonLd(
  tenant: Tenant,
  product: ProductResponse,
  variant: Variant,
  prices: PriceView,
  homeLabel: string,
) {
  const url = absolute(tenant, productPagePath(product, variant.skuId));
  const main = prices.main;
  const currency =
    tenant.currencies.find((c) => c.code === prices.currency) ?? tenant.currencies[0]!;
  const productLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: plain(product.description),
    sku: variant.skuId,
    ...(variant.ean ? { gtin: variant.ean } : {}),
    ...(variant.model ? { mpn: variant.model } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    image: [...variant.media, ...product.media.images]
      .filter((m) => m.kind === 'IMAGE')
      .slice(0, 3)
      .map((m) => imageUrl(tenant, m.url)),
    ...(main
      ? {
          offers: {
            '@type': 'Offer',
            url,
            price: fromMinorUnits(main.amount, currency).toFixed(
              currency.minorUnits === 100 ? 2 : 0,
            ),
            priceCurrency: prices.currency,
            availability: variant.available
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
            itemCondition: 'https://schema.org/NewCondition',
          },
        }
      : {}),
    ...(product.reviewSummary.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.reviewSummary.average,
            reviewCount: product.reviewSummary.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  const crumbs = [
    { name: homeLabel, path: '/' },
    ...product.categoryPath.map((c) => ({
      name: c.name,
      path: categoryPath({ categoryId: c.id, slug: c.slug }),
    })),
    { name: product.displayName, path: productPagePath(product) },
  ];
  const breadcrumbLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absolute(tenant, c.path),
    })),
  };
  return [productLd, breadcrumbLd];
}

import type { ProductCard as Card } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import { priceKindOf } from '../../../lib/format/price-kind';
import type { Translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { facts } from '../../../lib/site/tenant-facts';
import { PriceTag } from '../../../ui/price';
import { ProductImage } from '../../../ui/product-image';
import { Rating } from '../../../ui/rating';
import { ADD_TO_CART_FORM, cartForm } from '../../cart/client';
import { productPath } from '../view-model';

/** A product card: image, badges, brand, name, rating, the shopper's prices; links to the product. */
export function ProductCard({
  product,
  tenant,
  t,
  eager,
  heading: Heading = 'h3',
}: {
  product: Card;
  tenant: Tenant;
  t: Translator;
  eager: boolean;
  /** The name's heading level: h2 right under a page's h1 (listings), h3 under a section. */
  heading?: 'h2' | 'h3';
}) {
  const f = facts(tenant);
  // Prices and the discount badge come from commerce's price rule, for the variant linked to.
  const { pricing } = product;
  const unit = pricing.saleUnit === 'unit' ? null : t(`price.unit.${pricing.saleUnit}`);
  const discount = product.badges.find((b) => b.type === 'DISCOUNT');
  const others = product.badges.filter((b) => b.type !== 'DISCOUNT').slice(0, 2);
  return (
    <article className="card" data-product-id={product.productId}>
      <ProductImage
        path={product.images[0] ?? null}
        alt={product.displayName}
        eager={eager}
        fallback={f.isImageFallbackEnabled ? f.defaultImageUrl : null}
      >
        {discount || others.length ? (
          <ul className="card-badges">
            {discount ? <li data-badge="DISCOUNT">{discount.label}</li> : null}
            {others.map((b) => (
              <li key={b.type}>{b.label}</li>
            ))}
          </ul>
        ) : null}
      </ProductImage>
      <div className="card-body">
        <p className="card-brand">{product.brand}</p>
        <Heading className="card-name">
          <SiteLink site={tenant.pathPrefix} href={productPath(product)} prefetch={false}>
            {product.displayName}
          </SiteLink>
        </Heading>
        {product.reviewCount > 0 ? (
          <Rating
            value={product.rating}
            label={t('card.rating', {
              rating: product.rating.toFixed(1),
              count: product.reviewCount,
            })}
          />
        ) : (
          <span className="h-4" />
        )}
        <div className="card-prices" data-prices>
          {pricing.card ? (
            <PriceTag
              amount={pricing.card.amount}
              currency={pricing.currency}
              type={pricing.card.type}
              tenant={tenant}
              unit={unit}
              variant="secondary"
              label={t('card.cardPrice', { name: pricing.card.name })}
            />
          ) : null}
          {pricing.paid ? (
            <PriceTag
              amount={pricing.paid.amount}
              currency={pricing.currency}
              type={pricing.paid.type}
              tenant={tenant}
              unit={unit}
              label={paidLabel(pricing, t)}
            />
          ) : null}
          {pricing.paid?.perM2 !== undefined ? (
            <PriceTag
              amount={pricing.paid.perM2}
              currency={pricing.currency}
              type="M2"
              tenant={tenant}
              unit={t('price.unit.m2')}
              variant="small"
            />
          ) : null}
          {pricing.reference ? (
            <PriceTag
              amount={pricing.reference.amount}
              currency={pricing.currency}
              type={pricing.reference.type}
              tenant={tenant}
              unit={unit}
              variant="struck"
              label={t('card.normalPrice')}
            />
          ) : null}
        </div>
        {product.variantCount === 1 && tenant.featureFlags.isAddToCartEnabled && pricing.paid ? (
          <QuickAdd product={product} tenant={tenant} t={t} />
        ) : null}
      </div>
    </article>
  );
}

/**
 * A card's quick add (issue 21), where the product has one SKU: a plain form (no client component
 * per card), taken over by the cart's add-to-cart host once the page's JavaScript runs.
 */
/**
 * The paid price's name on a card, as the product page's row names it (a company's "Precios Pro");
 * a plain price is just "Precio".
 */
const paidLabel = (pricing: Card['pricing'], t: Translator) => {
  const kind = pricing.paid ? priceKindOf(pricing.paid.type) : 'normal';
  if (kind === 'normal') return t('card.price');
  if (kind === 'card') return t('card.cardPrice', { name: pricing.card?.name ?? '' });
  return t(`product.price.${kind}` as 'product.price.normal');
};

function QuickAdd({ product, tenant, t }: { product: Card; tenant: Tenant; t: Translator }) {
  const marker = { [ADD_TO_CART_FORM]: '' };
  return (
    <form action={cartForm} {...marker} className="card-add" data-quick-add>
      <input type="hidden" name="site" value={tenant.pathPrefix} />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="skuId" value={product.skuId} />
      <input type="hidden" name="productId" value={product.productId} />
      <input type="hidden" name="quantity" value="1" />
      <button type="submit" aria-label={t('cart.add.quickName', { name: product.displayName })}>
        {t('cart.add.quick')}
      </button>
    </form>
  );
}

export function ProductGrid({
  products,
  tenant,
  t,
  heading,
  eagerImages = 4,
}: {
  products: Card[];
  tenant: Tenant;
  t: Translator;
  heading?: 'h2' | 'h3';
  /**
   * How many cards' images load first, at high priority: a listing's first row. 0 where the grid
   * is below the fold (the product page's upsell): eager there, its four images were preloaded in
   * the page's head ahead of the gallery's own image, the page's largest paint.
   */
  eagerImages?: number;
}) {
  return (
    <ul className="product-grid">
      {products.map((p, i) => (
        <li key={p.productId}>
          <ProductCard
            product={p}
            tenant={tenant}
            t={t}
            eager={i < eagerImages}
            heading={heading}
          />
        </li>
      ))}
    </ul>
  );
}

import type { ProductResponse, Variant } from '@fierro/commerce/contract';
import {
  BREAKPOINTS,
  categoryPath,
  chatAppLink,
  formatQuantity,
  inSite,
  MAX_CART_QUANTITY,
  MODAL_WIDTHS,
  SCROLL_THRESHOLDS,
} from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { Suspense } from 'react';
import { formatPrice } from '../../../lib/format/price';
import { CALCULATOR_MESSAGE_PATHS } from '../../../lib/i18n/client-messages';
import type { Translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { facts } from '../../../lib/site/tenant-facts';
import { Glyph } from '../../../ui/glyph';
import { JsonLd } from '../../../ui/json-ld';
import { ModalTrigger } from '../../../ui/modal-client';
import { AddToListEntry } from '../../lists/client';
import { MoreMessages } from '../../shell';
import { priceView } from '../prices';
import { productJsonLd, productPagePath } from '../seo';
import { calculatorOf, galleryItems, multiUnitPromotion, variantPickers } from '../view-model';
import { AvailabilitySkeleton } from './availability';
import { AvailabilityLoader } from './availability-loader-client';
import { Badges } from './badges';
import { BuyBox } from './buy-box-client';
import { BoxesCalculator, PaintCalculator } from './calculators-lazy-client';
import { Description, Reviews, Specifications, Warranties } from './details';
import { Gallery } from './gallery-client';
import { Installments, MultiUnitPromotion, PriceBlock } from './price-block';
import { StickyBar } from './sticky-bar-client';
import { Upsell } from './upsell';
import { VariantPickers } from './variant-pickers';

export interface ProductViewProps {
  tenant: Tenant;
  t: Translator;
  product: ProductResponse;
  variant: Variant;
  /** The cached page's view: availability for the zone loads in the browser. */
  shopper: { priceGroup: string | null; business: boolean };
  /** An SEO landing (queryId) shows 15 upsell cards instead of 6. */
  seoPage: boolean;
}

/** The product detail page body (issue 7). Availability and upsell cards stream in. */
export function ProductView({ tenant, t, product, variant, shopper, seoPage }: ProductViewProps) {
  const f = facts(tenant);
  const prices = priceView(variant.pricing, tenant);
  const calculator = calculatorOf(product, variant);
  const promotion = multiUnitPromotion(product, variant.skuId);
  const pickers = variantPickers(product, variant);
  const selfPath = productPagePath(product, variant.skuId);
  const fallback = f.isImageFallbackEnabled ? f.defaultImageUrl : null;
  const main = prices.main;
  const mainText = main ? formatPrice(main.amount, tenant, prices.currency) : null;
  const whatsapp = tenant.whatsappNumbers[0];
  const absoluteUrl = `${f.seoDomain ?? ''}${inSite(tenant, selfPath)}`;
  const crumbs = [
    { label: t('common.home'), path: '/' },
    ...product.categoryPath.map((c) => ({
      label: c.name,
      path: categoryPath({ categoryId: c.id, slug: c.slug }),
    })),
  ];

  return (
    <main id="main">
      <article
        className="flex flex-col gap-8 py-4"
        data-product-id={product.productId}
        data-sku={variant.skuId}
      >
        {productJsonLd(tenant, product, variant, prices, t('common.home')).map((ld) => (
          <JsonLd key={String(ld['@type'])} data={ld} />
        ))}
        <nav aria-label={t('product.breadcrumb')}>
          <ol className="breadcrumb">
            {crumbs.map((c, i) => (
              <li key={c.path}>
                {i > 0 ? <Glyph name="chevron-right" /> : null}
                <SiteLink site={tenant.pathPrefix} href={c.path} prefetch={false}>
                  {c.label}
                </SiteLink>
              </li>
            ))}
          </ol>
        </nav>
        <div className="product-columns">
          <Gallery items={galleryItems(product, variant)} name={product.name} fallback={fallback} />
          <div className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-gray-700 text-sm uppercase">{product.brand}</p>
              <h1 className="font-bold text-2xl leading-tight">
                {variant.name || product.displayName}
              </h1>
              <p className="text-gray-600 text-xs">
                {t('product.sku')} {variant.skuId}
                {variant.model ? ` · ${t('product.model')} ${variant.model}` : ''}
              </p>
              {product.reviewSummary.count > 0 ? (
                <a href="#reviews" className="w-fit text-sm underline">
                  {t('product.reviews.summary', {
                    average: formatQuantity(product.reviewSummary.average, tenant.code, 1),
                    count: product.reviewSummary.count,
                  })}
                </a>
              ) : null}
            </div>
            <Badges
              badges={[...product.badges, ...variant.badges]}
              t={t}
              termsHref={main && variant.bankInstallments.length > 0 ? '#installments' : null}
            />
            <PriceBlock
              view={prices}
              tenant={tenant}
              t={t}
              comboHref={prices.comboButton ? `${inSite(tenant, selfPath)}#linked-products` : null}
            />
            {promotion ? <MultiUnitPromotion promotion={promotion} tenant={tenant} t={t} /> : null}
            {main ? <Installments plans={variant.bankInstallments} tenant={tenant} t={t} /> : null}
            <VariantPickers
              pickers={pickers}
              tenant={tenant}
              t={t}
              pathOf={(skuId) => productPagePath(product, skuId)}
            />
            {calculator?.kind === 'boxes' && main ? (
              <MoreMessages locale={tenant.locale} paths={CALCULATOR_MESSAGE_PATHS}>
                <BoxesCalculator
                  skuId={variant.skuId}
                  canBuy={tenant.featureFlags.isAddToCartEnabled}
                  coveragePerBox={calculator.coveragePerBox}
                  boxPrice={main.amount}
                  currency={prices.currency}
                  tenantCode={tenant.code}
                  guideUrl={tenant.links.calculationGuide || null}
                />
              </MoreMessages>
            ) : null}
            {calculator?.kind === 'paint' ? (
              <div className="rounded-lg border border-gray-200 p-4">
                <ModalTrigger
                  label={t('product.calculator.paintOpen')}
                  title={t('product.calculator.paintTitle')}
                  width={MODAL_WIDTHS.paintCalculator}
                  closeLabel={t('common.close')}
                  name="paint-calculator"
                >
                  <MoreMessages locale={tenant.locale} paths={CALCULATOR_MESSAGE_PATHS}>
                    <PaintCalculator
                      yieldPerLitre={calculator.yieldPerLitre}
                      canLitres={calculator.canLitres}
                      coats={calculator.coats}
                      canPrice={main?.amount ?? 0}
                      currency={prices.currency}
                      tenantCode={tenant.code}
                    />
                  </MoreMessages>
                </ModalTrigger>
              </div>
            ) : null}
            <BuyBox
              enabled={tenant.featureFlags.isAddToCartEnabled}
              site={tenant.pathPrefix}
              productId={product.productId}
              skuId={variant.skuId}
              max={MAX_CART_QUANTITY}
              boxes={calculator?.kind === 'boxes'}
              tenantCode={tenant.code}
            />
            <AddToListEntry
              locale={tenant.locale}
              site={tenant.pathPrefix}
              skuId={variant.skuId}
              name={product.name}
            />
            {whatsapp ? (
              <a
                href={chatAppLink(
                  whatsapp,
                  t('product.whatsappText', {
                    name: product.name,
                    sku: variant.skuId,
                    url: absoluteUrl,
                  }),
                )}
                target="_blank"
                rel="noopener"
                className="flex min-h-11 w-fit items-center gap-2 text-green-800 text-sm font-semibold underline"
                data-whatsapp
              >
                {t('product.whatsapp')}
                <span className="sr-only"> {t('common.externalLink')}</span>
              </a>
            ) : null}
            <AvailabilityLoader
              site={tenant.pathPrefix}
              variant={{ id: variant.id, skuId: variant.skuId }}
              skeleton={<AvailabilitySkeleton t={t} methods={tenant.deliveryMethods.length} />}
            />
            <Warranties product={product} tenant={tenant} t={t} />
          </div>
        </div>
        <div className="grid grid-cols-1 gap-8 desktop:grid-cols-2">
          <Description product={product} t={t} />
          <Specifications product={product} t={t} />
        </div>
        <Reviews product={product} tenant={tenant} t={t} />
        <Suspense fallback={<div className="min-h-[20rem]" />}>
          <Upsell
            tenant={tenant}
            t={t}
            productId={product.productId}
            view={shopper}
            seoPage={seoPage}
          />
        </Suspense>
        <StickyBar
          name={product.displayName}
          price={mainText}
          thresholds={{
            desktopWidth: BREAKPOINTS.desktop,
            desktop: SCROLL_THRESHOLDS.stickyProductDesktop,
            mobile: SCROLL_THRESHOLDS.stickyAddToCart,
          }}
        />
      </article>
    </main>
  );
}

import type { ProductCard as Card } from '@fierro/commerce/contract';
import type { Tenant } from '@fierro/tenants';
import type { Translator } from '../../../lib/i18n/messages';
import { ProductGrid } from '../../catalog';
import { loadUpsell, type PriceView } from '../data';
import { upsellCards } from '../upsell-rule';

/** Linked and related products (spec §9: 6 on a product page, 15 on an SEO page, upsell-rule). */
export async function Upsell({
  tenant,
  t,
  productId,
  view,
  seoPage,
}: {
  tenant: Tenant;
  t: Translator;
  productId: string;
  view: PriceView;
  seoPage: boolean;
}) {
  const { linked, related } = await loadUpsell(tenant, productId, view, seoPage);
  const block = (id: string, title: string, cards: Card[]) =>
    cards.length > 0 ? (
      <section aria-labelledby={id} className="flex flex-col gap-3" data-upsell={id}>
        <h2 id={id} className="font-bold text-lg">
          {title}
        </h2>
        <ProductGrid products={upsellCards(cards, seoPage)} tenant={tenant} t={t} eagerImages={0} />
      </section>
    ) : null;
  return (
    <>
      {block('linked-products', t('product.linked'), linked)}
      {block('related-products', t('product.related'), related)}
    </>
  );
}

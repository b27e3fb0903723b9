import 'server-only';
import type { ProductResponse, WarrantyOrService } from '@fierro/commerce/contract';
import { formatQuantity } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import sanitizeHtml from 'sanitize-html';
import { formatPrice } from '../../../lib/format/price';
import type { Translator } from '../../../lib/i18n/messages';
import { ModalTrigger } from '../../../ui/modal-client';
import { Rating } from '../../../ui/rating';

/** Catalogue HTML, sanitised: text markup and lists only, links without scripts. */
export const cleanDescription = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h3', 'h4', 'a', 'span'],
    // rel is allowed so the transform's rel survives (the catalogue's own is replaced by it).
    allowedAttributes: { a: ['href', 'title', 'rel'] },
    allowedSchemes: ['http', 'https'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener nofollow' }) },
  });

export function Specifications({ product, t }: { product: ProductResponse; t: Translator }) {
  if (product.specifications.length === 0) return null;
  return (
    <section aria-labelledby="specs-title" className="flex flex-col gap-2">
      <h2 id="specs-title" className="font-bold text-lg">
        {t('product.specifications')}
      </h2>
      {/* .spec-list (globals.css) styles its rows: no class repeated on every term. */}
      <dl className="spec-list grid grid-cols-[minmax(8rem,40%)_1fr] text-sm">
        {product.specifications.map((s) => (
          <div key={s.name}>
            <dt>{s.name}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Description({ product, t }: { product: ProductResponse; t: Translator }) {
  const html = cleanDescription(product.description);
  if (!html.trim()) return null;
  return (
    <section aria-labelledby="description-title" className="flex flex-col gap-2">
      <h2 id="description-title" className="font-bold text-lg">
        {t('product.description')}
      </h2>
      <div
        className="prose-sm flex flex-col gap-2 text-sm [&_ul]:list-disc [&_ul]:pl-5"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above with sanitize-html
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}

function Offer({ item, tenant, t }: { item: WarrantyOrService; tenant: Tenant; t: Translator }) {
  return (
    <li className="flex justify-between gap-3 py-1 text-sm" data-offer={item.skuId}>
      <span>
        <span className="text-gray-600 text-xs">
          {item.kind === 'WARRANTY'
            ? t('product.warranty.warranty')
            : t('product.warranty.service')}
        </span>{' '}
        {item.name}
      </span>
      <span className="tabular-nums">
        {formatPrice(item.price.amount, tenant, item.price.currency)}
      </span>
    </li>
  );
}

/** Warranties and services; the rest in the 'show more warranty' modal. */
export function Warranties({
  product,
  tenant,
  t,
}: {
  product: ProductResponse;
  tenant: Tenant;
  t: Translator;
}) {
  const items = [...product.warranties, ...product.services];
  if (items.length === 0) return null;
  // Registry warrantyInNewTab: the warranty change opens in a new tab.
  const change = tenant.links.guarantee;
  const newTab = tenant.warrantyInNewTab;
  return (
    <section
      aria-labelledby="warranty-title"
      className="flex flex-col gap-1 rounded-lg border border-gray-200 p-4"
    >
      <h2 id="warranty-title" className="font-bold">
        {t('product.warranty.title')}
      </h2>
      <ul>
        {items.slice(0, 2).map((w) => (
          <Offer key={w.skuId} item={w} tenant={tenant} t={t} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-4">
        <ModalTrigger
          label={t('product.warranty.more')}
          title={t('product.warranty.modal')}
          width={460}
          closeLabel={t('common.close')}
          name="warranty"
        >
          <ul>
            {items.map((w) => (
              <Offer key={w.skuId} item={w} tenant={tenant} t={t} />
            ))}
          </ul>
        </ModalTrigger>
        {change ? (
          <a
            href={change}
            className="flex min-h-11 items-center text-gray-900 text-sm underline"
            data-warranty-change
            {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {t('product.warranty.change')}
            {newTab ? <span className="sr-only"> {t('common.externalLink')}</span> : null}
          </a>
        ) : null}
      </div>
    </section>
  );
}

export function Reviews({
  product,
  tenant,
  t,
}: {
  product: ProductResponse;
  tenant: Tenant;
  t: Translator;
}) {
  const s = product.reviewSummary;
  const avg = formatQuantity(s.average, tenant.code, 1);
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-3" id="reviews">
      <h2 id="reviews-title" className="font-bold text-lg">
        {t('product.reviews.title')}
      </h2>
      {s.count === 0 ? (
        <p className="text-sm">{t('product.reviews.none')}</p>
      ) : (
        <>
          <div className="flex items-center gap-2" data-review-summary>
            <Rating
              value={s.average}
              label={t('product.reviews.summary', { average: avg, count: s.count })}
            />
            <span className="text-sm" aria-hidden="true">
              {t('product.reviews.summary', { average: avg, count: s.count })}
            </span>
          </div>
          <ul className="review-bars">
            {[5, 4, 3, 2, 1].map((star) => {
              const n = s.distribution[star - 1] ?? 0;
              return (
                <li key={star}>
                  <span>{t('product.reviews.stars', { count: star })}</span>
                  <span className="review-bar" aria-hidden="true">
                    <span style={{ width: `${(n / s.count) * 100}%` }} />
                  </span>
                  <span>{n}</span>
                </li>
              );
            })}
          </ul>
          <ul className="review-list">
            {product.reviews.map((r) => (
              <li key={r.id}>
                <Rating value={r.rating} label={t('product.reviews.stars', { count: r.rating })} />
                <p className="font-semibold">{r.title}</p>
                <p>{r.text}</p>
                <p className="text-gray-600 text-xs">
                  {r.author} ·{' '}
                  {new Intl.DateTimeFormat(tenant.locale, {
                    dateStyle: 'medium',
                    timeZone: tenant.timeZone,
                  }).format(new Date(r.createdAt))}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

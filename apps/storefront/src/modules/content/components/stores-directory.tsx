import type { StoreEntry } from '@fierro/commerce/contract';
import { MAP_IMAGE_WIDTHS, mapImageHeight } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Translator } from '../../../lib/i18n/messages';
import { knownServices, storesByRegion, weekdayName, weekRows } from '../view-model';

const mapUrl = (path: string, w: number) =>
  `/images/${path}?w=${w}&h=${mapImageHeight(w)}&fit=cover&f=webp`;

/** One store: name, address, hours of the week, services, and our map of where it is. */
function StoreCard({ store, tenant, t }: { store: StoreEntry; tenant: Tenant; t: Translator }) {
  const day = (d: number) => weekdayName(tenant.locale, d);
  const headingId = `store-${store.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 overflow-hidden rounded-xl border border-gray-200 bg-white"
        data-store-id={store.id}
      >
        {/* biome-ignore lint/performance/noImgElement: the commerce image service resizes already */}
        <img
          src={mapUrl(store.mapImage, 480)}
          srcSet={MAP_IMAGE_WIDTHS.map((w) => `${mapUrl(store.mapImage, w)} ${w}w`).join(', ')}
          sizes="(min-width: 1024px) 30vw, (min-width: 720px) 45vw, 100vw"
          width={480}
          height={270}
          alt={t('content.stores.map', { name: store.name })}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-gray-100 object-cover"
        />
        <div className="grid gap-3 px-4 pb-4">
          <h3 id={headingId} className="font-bold text-lg">
            {store.name}
          </h3>
          <div>
            <h4 className="font-semibold text-gray-700 text-sm">{t('content.stores.address')}</h4>
            <address className="not-italic">{store.address}</address>
          </div>
          <div>
            <h4 className="font-semibold text-gray-700 text-sm">{t('content.stores.hours')}</h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
              {weekRows(store.openingHours).map((row) => (
                <div key={row.from} className="contents">
                  <dt>
                    {row.from === row.to
                      ? day(row.from)
                      : t('content.stores.days', { from: day(row.from), to: day(row.to) })}
                  </dt>
                  <dd className="tabular-nums">
                    {row.spans.length === 0
                      ? t('content.stores.closed')
                      : row.spans
                          .map((s) =>
                            t('content.stores.span', { opens: s.opens, closes: s.closes }),
                          )
                          .join(', ')}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          {store.services.length > 0 ? (
            <div>
              <h4 className="font-semibold text-gray-700 text-sm">
                {t('content.stores.services')}
              </h4>
              <ul className="flex flex-wrap gap-2 pt-1 text-sm">
                {knownServices(store.services).map((s) => (
                  <li key={s} className="rounded-full bg-gray-100 px-3 py-1">
                    {t(`content.stores.service.${s}`)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The stores directory: a jump list of regions, then each region's stores. */
export function StoresDirectory({
  stores,
  tenant,
  t,
}: {
  stores: StoreEntry[];
  tenant: Tenant;
  t: Translator;
}) {
  if (stores.length === 0) return <p>{t('content.stores.empty')}</p>;
  const groups = storesByRegion(stores, tenant.code);
  return (
    <div className="grid gap-8" data-stores-directory>
      <p className="font-semibold" role="status">
        {t('content.stores.count', { count: stores.length })}
      </p>
      {groups.length > 1 ? (
        <nav aria-label={t('content.stores.jump')}>
          <ul className="flex flex-wrap gap-2">
            {groups.map((g) => (
              <li key={g.anchor}>
                <a
                  href={`#${g.anchor}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-gray-300 bg-white px-4 hover:border-brand"
                >
                  {g.region ?? t('content.stores.other')} ({g.stores.length})
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((g) => (
        <section key={g.anchor} aria-labelledby={g.anchor} className="grid gap-4">
          <h2 id={g.anchor} className="scroll-mt-24 font-bold text-xl">
            {g.region ?? t('content.stores.other')}
          </h2>
          <ul className="grid gap-4 phablet:grid-cols-2 tablet:grid-cols-3">
            {g.stores.map((s) => (
              <StoreCard key={s.id} store={s} tenant={tenant} t={t} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

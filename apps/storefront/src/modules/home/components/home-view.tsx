import type { ContentEntry } from '@fierro/commerce/contract';
import { categoryPath } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import type { Translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { facts } from '../../../lib/site/tenant-facts';
import { Glyph } from '../../../ui/glyph';
import type { loadHome } from '../data';
import { BannerImage, type GridColumns, gridClasses } from './banner-image';
import { EntryLink } from './entry-link';

type Home = Awaited<ReturnType<typeof loadHome>>;

/** Home (guest or business): banners, stock figures, departments, showcases, brands, in order. */
export function HomeView({ tenant, t, home }: { tenant: Tenant; t: Translator; home: Home }) {
  const f = facts(tenant);
  const c = home.content;
  const business = home.audience === 'business';
  const [hero, ...moreBanners] = c?.banners ?? [];
  return (
    <main id="main" className="flex flex-col gap-10 py-4" data-audience={home.audience}>
      <h1 className="sr-only">{business ? t('home.businessTitle') : t('home.title')}</h1>
      {hero ? (
        <EntryLink
          entry={hero}
          site={tenant.pathPrefix}
          t={t}
          className="block overflow-hidden rounded-xl"
        >
          <BannerImage entry={hero} eager ratio="aspect-[16/9] tablet:aspect-[3/1]" />
        </EntryLink>
      ) : (
        <section className="rounded-xl bg-brand px-6 py-12 text-on-brand tablet:px-12 tablet:py-16">
          <p className="max-w-2xl font-black text-3xl tablet:text-5xl">
            {business ? t('home.businessTitle') : t('home.title')}
          </p>
        </section>
      )}
      {business && f.creditPortalUrl ? (
        <a
          href={f.creditPortalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center justify-between rounded-xl bg-brand-dark px-6 py-5 font-semibold text-on-brand-dark"
          data-credit-portal
        >
          {t('home.creditPortal')}
          <span className="sr-only"> {t('common.externalLink')}</span>
          <Glyph name="external" />
        </a>
      ) : null}
      {f.stock.length ? (
        <ul
          className="grid grid-cols-3 gap-3 rounded-xl bg-white p-4 text-center shadow-sm"
          aria-label={tenant.siteName}
        >
          {f.stock.map((s) => (
            <li key={s.itemName}>
              <span className="block font-black text-brand-ink text-xl phablet:text-2xl tablet:text-3xl">
                {s.itemCount}
              </span>
              <span className="text-gray-700 text-sm">
                {t(`home.stock.${s.itemName}` as 'home.stock.products')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {home.departments.length ? (
        <section aria-labelledby="home-departments">
          <h2 id="home-departments" className="mb-4 font-bold text-xl">
            {t('home.departments')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 phablet:grid-cols-3 tablet:grid-cols-4 desktop:grid-cols-6">
            {home.departments.map((d) => (
              <li key={d.id}>
                <SiteLink
                  site={tenant.pathPrefix}
                  href={categoryPath({ categoryId: d.id, slug: d.slug })}
                  // No viewport prefetch: eight listing payloads fetched and parsed while the
                  // home loads cost it ~300 ms of main thread (Lighthouse TBT); a click still
                  // loads the cached listing quickly.
                  prefetch={false}
                  className="flex h-full min-h-20 items-center justify-center rounded-lg border border-gray-200 bg-white p-4 text-center font-semibold text-sm shadow-sm hover:border-brand hover:text-brand-ink"
                >
                  {d.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <EntryGrid
        id="home-banners"
        title={t('home.banners')}
        entries={moreBanners}
        tenant={tenant}
        t={t}
        ratio="aspect-[16/9]"
        columns={
          f.showSecondaryGridLayout
            ? { mobile: 1, phablet: 2, tablet: 3 }
            : { mobile: 1, phablet: 2 }
        }
      />
      <EntryGrid
        id="home-showcases"
        title={t('home.showcases')}
        entries={c?.showcases ?? []}
        tenant={tenant}
        t={t}
        ratio="aspect-[4/3]"
        columns={{ mobile: 2, tablet: 4 }}
      />
      <EntryGrid
        id="home-brands"
        title={t('home.brands')}
        entries={c?.brands ?? []}
        tenant={tenant}
        t={t}
        ratio="aspect-[2/1]"
        columns={{ mobile: 3, tablet: 6 }}
      />
      {!c ? <p className="text-center text-gray-600">{t('home.emptyContent')}</p> : null}
      {f.showContactInfoBanner ? (
        <section
          className="flex flex-col items-start gap-3 rounded-xl bg-white p-6 shadow-sm phablet:flex-row phablet:items-center"
          data-contact-banner
        >
          <p className="flex-1 font-semibold">{t('home.contact')}</p>
          {f.faqUrl ? (
            <a
              href={f.faqUrl}
              className="rounded-md border border-brand px-4 py-2 font-semibold text-brand-ink"
            >
              {t('home.contactCta')}
            </a>
          ) : null}
        </section>
      ) : null}
    </main>
  );
}

function EntryGrid({
  id,
  title,
  entries,
  tenant,
  t,
  ratio,
  columns,
}: {
  id: string;
  title: string;
  entries: ContentEntry[];
  tenant: Tenant;
  t: Translator;
  ratio: string;
  columns: GridColumns;
}) {
  if (!entries.length) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-bold text-xl">
        {title}
      </h2>
      <ul className={`grid gap-3 ${gridClasses(columns)}`}>
        {entries.map((e) => (
          <li key={`${e.order}-${e.link}`}>
            <EntryLink
              entry={e}
              site={tenant.pathPrefix}
              t={t}
              className="block overflow-hidden rounded-lg bg-white shadow-sm hover:shadow-md"
            >
              <BannerImage entry={e} eager={false} ratio={ratio} columns={columns} />
            </EntryLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

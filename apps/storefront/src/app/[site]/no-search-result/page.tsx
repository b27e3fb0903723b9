import { categoryPath } from '@fierro/domain';
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { contentBanners, departments } from '../../../lib/commerce';
import { translator } from '../../../lib/i18n/messages';
import { SiteLink } from '../../../lib/site/link';
import { tenantOf } from '../../../lib/site/site';

export const metadata: Metadata = { robots: { index: false } };

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<{ Ntt?: string | string[] }>;
}

/** Spec §2 empty search result `/{site}/no-search-result/?Ntt=`. */
export default function NoResultPage(props: Props) {
  return (
    <Suspense fallback={<div className="min-h-96" />}>
      <NoResult {...props} />
    </Suspense>
  );
}

async function NoResult({ params, searchParams }: Props) {
  const tenant = await tenantOf(params);
  const raw = (await searchParams).Ntt;
  const term = (Array.isArray(raw) ? raw[0] : raw)?.slice(0, 200) ?? '';
  const t = translator(tenant);
  const [{ data }, content] = await Promise.all([
    departments(tenant.siteId),
    contentBanners(tenant.siteId, 'no-result'),
  ]);
  return (
    <main id="main" className="mx-auto max-w-3xl py-12">
      <div className="rounded-xl bg-white p-8 text-center shadow-sm">
        <h1 className="font-bold text-2xl">
          {term ? t('search.noResultTitle', { term }) : t('search.noResultTitleEmpty')}
        </h1>
        <p className="mt-3 text-gray-700">{t('search.noResultTips')}</p>
      </div>
      {/* The merchandiser's no-result content (spec §7), in its order; internal links only. */}
      {content.data?.banners.map((b) => (
        <p key={b.id} className="mt-6 rounded-xl bg-white p-6 shadow-sm" data-no-result-banner>
          {b.link?.startsWith(`/${tenant.pathPrefix}/`) ? (
            <a href={b.link} className="font-semibold text-brand-ink underline">
              {b.text}
            </a>
          ) : (
            b.text
          )}
        </p>
      ))}
      {data?.length ? (
        <section className="mt-8">
          <h2 className="mb-4 font-bold text-lg">{t('search.popular')}</h2>
          <ul className="grid grid-cols-2 gap-3 phablet:grid-cols-3">
            {data.slice(0, 9).map((d) => (
              <li key={d.id}>
                <SiteLink
                  site={tenant.pathPrefix}
                  href={categoryPath({ categoryId: d.id, slug: d.slug })}
                  className="block rounded-lg bg-white p-4 font-medium shadow-sm hover:text-brand-ink"
                >
                  {d.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

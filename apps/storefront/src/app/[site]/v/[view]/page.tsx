import { homeUrl, inSite } from '@fierro/domain';
import type { Metadata } from 'next';
import { smartBanner } from '@/lib/commerce';
import { translator } from '@/lib/i18n/messages';
import { alternates } from '@/lib/site/seo';
import { tenantOf } from '@/lib/site/site';
import { facts } from '@/lib/site/tenant-facts';
import { viewOf } from '@/lib/site/view-params';
import { HomeView, loadHome, SmartBanner } from '@/modules/home';
import { JsonLd } from '@/ui/json-ld';

interface Props {
  params: Promise<{ site: string; view: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tenant = await tenantOf(params);
  const t = translator(tenant);
  return {
    title: t('seo.homeTitle', { site: tenant.siteName }),
    description: t('seo.homeDescription', { site: tenant.siteName }),
    alternates: alternates(tenant, '/', true),
  };
}

/** Spec §2 home, guest or business (the view says which), cached per view. */
export default async function HomePage({ params }: Props) {
  const { tenant, view } = await viewOf(params);
  const f = facts(tenant);
  const origin = f.seoDomain ?? '';
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'Organization',
              name: tenant.siteName,
              url: `${origin}${homeUrl(tenant)}`,
              logo: `${origin}${f.favicon}`,
            },
            {
              '@type': 'WebSite',
              name: tenant.siteName,
              url: `${origin}${homeUrl(tenant)}`,
              inLanguage: tenant.locale,
              potentialAction: {
                '@type': 'SearchAction',
                // The template's braces stay literal: not a search URL of ours.
                target: `${origin}${inSite(tenant, '/search/')}?Ntt={search_term_string}`,
                'query-input': 'required name=search_term_string',
              },
            },
          ],
        }}
      />
      <AppBanner siteId={tenant.siteId} />
      <HomeView
        tenant={tenant}
        t={translator(tenant)}
        home={await loadHome(tenant, view.business ? 'business' : 'guest')}
      />
    </>
  );
}

async function AppBanner({ siteId }: { siteId: string }) {
  // The catalogue names each site's mobile-app banner `sb-{siteId}` (packages/db seed).
  const { data } = await smartBanner(siteId, `sb-${siteId}`);
  const link = data?.androidUrl ?? data?.iosUrl;
  return data && link ? (
    <SmartBanner title={data.title} text={data.text} link={link} cta={data.buttonLabel} />
  ) : null;
}

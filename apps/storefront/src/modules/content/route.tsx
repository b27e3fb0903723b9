import type { ContentSection } from '@fierro/domain';
import type { Metadata } from 'next';
import { translator } from '../../lib/i18n/messages';
import { alternates } from '../../lib/site/seo';
import { tenantOf } from '../../lib/site/site';
import { BUILD_SAMPLE } from '../../lib/site/view-params';
import { NotFoundPage } from '../shell';
import { ContentPageView } from './components/content-page-view';
import { loadContentPage } from './data';

/**
 * The two content routes, `/{site}/static/{slug}/` and `/{site}/content/{slug}/` (spec §2 tracking
 * names `static` and `content`): both read the page from commerce's content module and render it.
 * Nothing here reads the request, so each page is rendered on its first request and then served
 * from the cache (profile `content`, tag `content:{siteId}`), like the catalogue pages.
 */
export interface ContentRouteProps {
  params: Promise<{ site: string; slug: string }>;
}

/** The build prerenders only this sample (a 404): commerce does not run while Next builds. */
export const contentStaticParams = () => [{ slug: BUILD_SAMPLE }];

const load = async (section: ContentSection, params: ContentRouteProps['params']) => {
  const tenant = await tenantOf(params);
  const { slug } = await params;
  const page = slug === BUILD_SAMPLE ? null : await loadContentPage(tenant, section, slug);
  return { tenant, page };
};

export async function contentMetadata(
  section: ContentSection,
  { params }: ContentRouteProps,
): Promise<Metadata> {
  const { tenant, page } = await load(section, params);
  if (!page) return { robots: { index: false } };
  return {
    title: `${page.title} | ${tenant.siteName}`,
    description: page.summary,
    alternates: alternates(tenant, `/${page.section}/${page.slug}/`),
  };
}

export async function ContentRoute({
  section,
  params,
}: ContentRouteProps & { section: ContentSection }) {
  const { tenant, page } = await load(section, params);
  if (!page) return <NotFoundPage tenant={tenant} />;
  return <ContentPageView page={page} tenant={tenant} t={translator(tenant)} />;
}

import 'server-only';
import type { ContentSection } from '@fierro/domain';
import type { Tenant } from '@fierro/tenants';
import { contentPage, pageFailure } from '../../lib/commerce';

const SLUG = /^[a-z0-9][a-z0-9-]{0,80}$/;

/**
 * A content page of the site under its section (`static` or `content`), or null for the 404 page:
 * an unknown slug, or a page asked under the other section. An outage is thrown, so an error page
 * is never cached in its place.
 */
export async function loadContentPage(tenant: Tenant, section: ContentSection, slug: string) {
  if (!SLUG.test(slug)) return null;
  const { data, error } = await contentPage(tenant.siteId, slug);
  if (error?.kind === 'status' && error.status === 404) return null;
  if (error) pageFailure(error, 'content page');
  return data.section === section ? data : null;
}

import { TENANTS } from '@fierro/tenants';
import type { MetadataRoute } from 'next';
import { facts } from '../lib/site/tenant-facts';

/** robots.txt: every site's sitemap; search, error and no-result pages are not indexed. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: TENANTS.flatMap((t) => [
        `/${t.pathPrefix}/_error/`,
        `/${t.pathPrefix}/no-search-result/`,
      ]),
    },
    sitemap: TENANTS.map((t) => `${facts(t).seoDomain ?? ''}/${t.pathPrefix}/sitemap.xml`),
  };
}

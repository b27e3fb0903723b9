import { categoryUrl, homeUrl } from '@fierro/domain';
import { getTenantByPathPrefix } from '@fierro/tenants';
import { connection } from 'next/server';
import { departments } from '../../../lib/commerce';
import { facts } from '../../../lib/site/tenant-facts';

const esc = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sitemap of one site: its home and its departments. */
export async function GET(_req: Request, { params }: { params: Promise<{ site: string }> }) {
  await connection();
  const tenant = getTenantByPathPrefix((await params).site);
  if (!tenant) return new Response('No encontrado', { status: 404 });
  const origin = facts(tenant).seoDomain ?? '';
  const { data } = await departments(tenant.siteId);
  const urls = [
    homeUrl(tenant),
    ...(data ?? []).map((d) => categoryUrl(tenant, { categoryId: d.id, slug: d.slug })),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((u) => `<url><loc>${esc(`${origin}${u}`)}</loc></url>`)
    .join('')}</urlset>`;
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}

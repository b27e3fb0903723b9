import { getTenantByPathPrefix } from '@fierro/tenants';
import { serveContentFile } from '@/modules/content';

/** `/{site}/files/{name}`: the site's m² guide PDF, product videos and captions, served by us. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ site: string; name: string }> },
) {
  const { site, name } = await params;
  const tenant = getTenantByPathPrefix(site);
  if (!tenant) return new Response(null, { status: 404 });
  return serveContentFile(tenant, name, request);
}

import 'server-only';
import type { Tenant } from '@fierro/tenants';
import { baseUrl as commerceBaseUrl } from '../../lib/commerce/gateway';
import { translator } from '../../lib/i18n/messages';

const NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(pdf|mp4|vtt)$/;
/** What the browser's conditional and range requests say, passed on as they are. */
const ASKED = ['range', 'if-range', 'if-none-match', 'x-request-id'] as const;
/** What commerce's answer says about the bytes, passed back as it is. */
const ANSWERED = [
  'content-type',
  'content-length',
  'content-range',
  'content-disposition',
  'accept-ranges',
  'etag',
  'last-modified',
  'cache-control',
] as const;

/**
 * A file a site serves as it is (`/{site}/files/{name}`: the m² guide PDF, product videos and
 * their captions), streamed from commerce's content module with its ETag, cache and range
 * answers, so a video seeks and a repeat visit revalidates. Unknown names are a 404 in the site's
 * language.
 */
export async function serveContentFile(
  tenant: Tenant,
  name: string,
  request: Request,
): Promise<Response> {
  const missing = () =>
    new Response(translator(tenant)('error.404'), {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  if (!NAME.test(name)) return missing();
  const headers = new Headers();
  for (const h of ASKED) {
    const v = request.headers.get(h);
    if (v) headers.set(h, v);
  }
  const res = await fetch(`${commerceBaseUrl()}/content/v1/${tenant.siteId}/files/${name}`, {
    headers,
    cache: 'no-store',
    signal: AbortSignal.timeout(10_000),
  });
  if (res.status === 404) return missing();
  const out = new Headers();
  for (const h of ANSWERED) {
    const v = res.headers.get(h);
    if (v) out.set(h, v);
  }
  return new Response(res.status === 304 ? null : res.body, { status: res.status, headers: out });
}

import { revalidateTag } from 'next/cache';
import {
  catalogueTags,
  isAuthorised,
  REVALIDATE_SECRET_ENV,
  RevalidateBody,
} from '@/lib/cache/revalidate';

/**
 * `POST /api/catalogue/revalidate` `{ siteId }` with `Authorization: Bearer <secret>`: the
 * importer's call after a successful import. The site's catalogue pages and data expire at once
 * (the next request renders them from the new catalogue).
 */
export async function POST(request: Request) {
  if (!isAuthorised(request.headers.get('authorization'), process.env[REVALIDATE_SECRET_ENV])) {
    return Response.json({ error: 'unauthorised' }, { status: 401 });
  }
  const parsed = RevalidateBody.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') || 'body';
    return Response.json({ error: `invalid ${field}` }, { status: 400 });
  }
  const revalidated = catalogueTags(parsed.data.siteId);
  for (const tag of revalidated) revalidateTag(tag, { expire: 0 });
  return Response.json({ revalidated });
}

import { timingSafeEqual } from 'node:crypto';
import { TENANTS } from '@fierro/tenants';
import { z } from 'zod';
import { tags } from './manifest';

/**
 * Catalogue invalidation after an import (packages/db/src/cli/import.ts calls the route handler
 * `POST /api/catalogue/revalidate`). The caller proves itself with the shared secret of
 * FIERRO_REVALIDATE_SECRET (`npm start` generates one into the data directory when unset).
 */
export const REVALIDATE_SECRET_ENV = 'FIERRO_REVALIDATE_SECRET';

export const RevalidateBody = z.object({
  siteId: z.string().refine((id) => TENANTS.some((t) => t.siteId === id), 'unknown siteId'),
});

/** `Authorization: Bearer <secret>`, compared in constant time; no secret configured: refused. */
export function isAuthorised(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Every tag an import changes: listings, search, product pages and the department menu
 * (catalogue), and the home, whose showcases show products and prices (content).
 */
export const catalogueTags = (siteId: string) => [tags.catalogue(siteId), tags.content(siteId)];

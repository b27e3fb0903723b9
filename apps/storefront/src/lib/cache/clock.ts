import { cacheLife } from 'next/cache';
import { profiles } from './manifest';

/**
 * The time a cached catalogue page is rendered at (event price windows). It is cached with the
 * catalogue's lifetime, so a page compares its windows to a clock at most one revalidation old.
 */
export async function catalogueNow(): Promise<number> {
  'use cache';
  cacheLife(profiles.catalogue);
  return Date.now();
}

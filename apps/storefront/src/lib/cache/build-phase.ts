import { connection } from 'next/server';

/**
 * Commerce does not run while `next build` prerenders, and a build must never bake its absence
 * (or another stack's data) into a page. Content that needs commerce and sits on pages the build
 * prerenders calls this first: at build time it becomes a hole filled per request; at run time it
 * does nothing, so the pages rendered on their first request are cached whole.
 */
export async function notAtBuild(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
}

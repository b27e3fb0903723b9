/**
 * How stale a process may hold a site's `catalog_version` (the seed and the importer bump it in
 * their transaction): commerce rereads it at most this often and rebuilds its per-site indexes and
 * caches when it moved. So a change is served everywhere this long after its commit at the
 * latest, and the importer waits this long before telling the storefronts to render again.
 */
export const CATALOG_VERSION_TTL_MS = 2_000;

/** What the global setup hands to every test file (vitest provide/inject). */
export interface TestCluster {
  /** Superuser URL of the throwaway cluster's `postgres` database. */
  adminUrl: string;
  /** '18' (embedded) or '15' (the machine's). */
  version: string;
  binDir: string;
  /** Scale the template was seeded at. */
  scale: string;
}

/** The migrated and seeded database every test database is copied from. */
export const TEMPLATE_DATABASE = 'fierro_template';

// What inject('fierroTestCluster') returns in every project that imports @fierro/db/testing.
declare module 'vitest' {
  export interface ProvidedContext {
    fierroTestCluster: TestCluster;
  }
}

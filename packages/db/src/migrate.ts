import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createDb, type Db } from './client';

/** The generated and custom SQL migrations of packages/db/drizzle. */
export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'drizzle');

/** Applies every pending migration (idempotent; safe while the store runs). */
export const runMigrations = async (target: string | Db): Promise<void> => {
  if (typeof target !== 'string') {
    await migrate(target, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const { db, close } = createDb(target, { max: 1 });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await close();
  }
};

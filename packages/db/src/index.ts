import * as schema from './schema';

export { createDb, type Database, type Db, type Schema } from './client';
export { MIGRATIONS_DIR, runMigrations } from './migrate';
export { schema };

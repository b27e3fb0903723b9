import * as schema from './schema';

export {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
export {
  createDb,
  type Database,
  type Db,
  dbOf,
  type PoolTimeouts,
  type Schema,
  SERVING_TIMEOUTS,
} from './client';
export { MIGRATIONS_DIR, runMigrations } from './migrate';
export { schema };

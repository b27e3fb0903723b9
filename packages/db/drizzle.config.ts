import { defineConfig } from 'drizzle-kit';

// Migrations are generated here and applied with drizzle's migrator (src/migrate.ts).
// Extensions and text search configurations are custom SQL migrations (drizzle-kit cannot
// express them); keep every statement valid on PostgreSQL 15 and 18.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'postgres://localhost/fierro' },
});

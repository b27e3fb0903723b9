import { defineConfig } from 'vitest/config';

// One runner, several projects:
// - unit: pure packages and any *.test.ts that needs no database (fast, always on)
// - db: *.db.test.ts, run once per PostgreSQL server we support (see scripts/test.ts)
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.tsx',
          ],
          exclude: ['**/*.db.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['packages/tenants/src/**/*.ts', 'packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts', '**/types.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.test-results/coverage',
      thresholds: {
        'packages/tenants/src/**/*.ts': { lines: 95, statements: 95 },
        'packages/domain/src/**/*.ts': { lines: 95, statements: 95 },
      },
    },
  },
});

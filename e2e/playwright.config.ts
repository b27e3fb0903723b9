import { defineConfig } from '@playwright/test';
import { chromiumPath } from './browser';

/** Fixed test ports (override with E2E_PORT / E2E_COMMERCE_PORT); the global setup serves them. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3310);
export const E2E_COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 4310);

export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './global-setup.ts',
  workers: 2,
  fullyParallel: true,
  // One retry on CI, reported as flaky in the JSON results (counted, never hidden).
  retries: process.env.CI ? 1 : 0,
  // Sized for a busy 2-core machine (another stack serving and a load beside the suite): a page's
  // first render, hydration and an axe pass can each take several seconds there.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-results/e2e.json' }]],
  outputDir: '../.test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-CL',
    // A trace is recorded only for a retry (CI retries once): recording every test and keeping the
    // failures' cost 13% of the suite's time (a11y.spec: 210-214 s with, 186 s without, same run).
    // Locally, --trace on records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

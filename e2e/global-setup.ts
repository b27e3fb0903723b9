import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_COMMERCE_PORT, E2E_PORT } from './playwright.config';
import { startStack } from './stack';

/** Once per run: a throwaway seeded database, the commerce API and `next build && next start`. */
export default async function globalSetup() {
  const stack = await startStack({
    dataDir: join(tmpdir(), `fierro-e2e-${process.pid}`),
    commercePort: E2E_COMMERCE_PORT,
    storefrontPort: E2E_PORT,
    scale: 'test',
    log: process.env.E2E_LOG ? (l) => console.log(l) : undefined,
  });
  process.env.E2E_COMMERCE_URL = stack.commerceUrl;
  // The account journeys read the mails commerce writes (a password reset's link).
  process.env.E2E_MAIL_DIR = stack.mailDir;
  // Journeys that change a row by hand (the checkout's changed price) reach the database too.
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  return async () => {
    await stack.stop();
  };
}

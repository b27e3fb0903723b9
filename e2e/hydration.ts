import { expect, type Locator } from '@playwright/test';

/**
 * Resolves once React has hydrated the element (it carries React's props key). A click or key
 * press on a server-rendered control before that is lost, which on a loaded CI machine turned a
 * passing journey into a 60 s time-out; wait for this instead of sleeping. The locator is
 * re-resolved on each poll, so a fallback swapped for streamed content is followed.
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  const first = locator.first();
  await expect
    .poll(
      () =>
        first
          .evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')))
          .catch(() => false),
      { timeout: 30_000, intervals: [50, 100, 250] },
    )
    .toBe(true);
  return locator;
}

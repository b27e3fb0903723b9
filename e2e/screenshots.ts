// By hand: screenshots of home, listing and search at 360 and 1280 px into /tmp/shots
// (`npx tsx e2e/screenshots.ts http://127.0.0.1:3300 fierro-cl fierro-br fierro-homy`).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from './browser';

const [base = 'http://127.0.0.1:3300', ...sites] = process.argv.slice(2);
const out = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
for (const site of sites.length ? sites : ['fierro-cl', 'fierro-br', 'fierro-homy']) {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 780 : 900 } });
    await page.goto(`${base}/${site}/`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${site}-home-${width}.png`, fullPage: width > 500 });
    const dept = page
      .locator('#home-departments ~ ul a, section[aria-labelledby="home-departments"] a')
      .first();
    const href = await dept.getAttribute('href');
    if (href) {
      await page.goto(`${base}${href}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${out}/${site}-listing-${width}.png` });
    }
    await page.goto(`${base}/${site}/search/?Ntt=${site.includes('br') ? 'furadeira' : 'taladro'}`);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/${site}-search-${width}.png` });
    await page.close();
  }
}
await browser.close();

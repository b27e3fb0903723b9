import { TENANTS, type Tenant } from '@fierro/tenants';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { hydrated } from './hydration';
import { signIn } from './session';

/**
 * Every link leads somewhere (issue 19): on each of the nine sites, every link of the home, of a
 * listing and of a product page (header and footer included) is followed, and none answers 404
 * (nor any other error). Internal links are fetched with the shopper's cookies (dicico is
 * business-only: a signed-in shopper crawls it); in-page anchors must name an element of their
 * page; external links (the WhatsApp deep link, Peru's credit portal) are checked for their
 * shape, never fetched; every image the page loaded shows (none broken).
 */

interface Found {
  href: string;
  on: string;
}

/** Every `a[href]` of the page, rendered and hydrated (client-only links included). */
async function linksOf(page: Page): Promise<Found[]> {
  await hydrated(page.locator('footer a').first());
  await page.waitForLoadState('networkidle');
  const on = page.url();
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? ''));
  return hrefs.map((href) => ({ href, on }));
}

/**
 * Images of the page that the browser tried and could not show (loaded, no width): the tenant's
 * default image answered 404 on every site for weeks, and only its `src` was ever checked.
 */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && img.getAttribute('src'))
      .map((img) => img.getAttribute('src')!),
  );
}

/** In-page anchors (`#main`, `#reviews`) of a page that name no element. */
async function brokenAnchors(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href^="#"]')]
      .map((a) => a.getAttribute('href')!.slice(1))
      .filter((id) => id && !document.getElementById(decodeURIComponent(id))),
  );
}

const WHATSAPP = /^https:\/\/wa\.me\/\d{8,15}\?text=[^&\s]+$/;

/** An external link's shape: https, a real host; WhatsApp's deep link as the spec writes it. */
function externalProblem(href: string, tenant: Tenant): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.hostname === 'wa.me') {
    if (!WHATSAPP.test(href)) return 'not a WhatsApp deep link with a text';
    const phone = url.pathname.slice(1);
    if (!tenant.whatsappNumbers.some((n) => n.replace(/\D/g, '') === phone)) {
      return `WhatsApp number ${phone} is not the site's`;
    }
    return null;
  }
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(url.hostname) ? null : 'no host';
}

/** Fetches each internal URL once, a few at a time; returns those that failed, with status. */
async function checkInternal(
  request: APIRequestContext,
  urls: Map<string, string>,
  fresh: APIRequestContext,
): Promise<string[]> {
  const queue = [...urls.entries()];
  const failed: string[] = [];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [url, on] = next;
      // Logging out would end the crawl's session: ask it without cookies.
      const client = /\/includes\/\w+Logout\.jsp/.test(url) ? fresh : request;
      const res = await client.get(url, { maxRedirects: 5, timeout: 60_000 });
      if (res.status() >= 400) failed.push(`${res.status()} ${url} (on ${on})`);
      await res.dispose();
    }
  };
  await Promise.all(Array.from({ length: 3 }, worker));
  return failed;
}

for (const tenant of TENANTS) {
  const site = tenant.pathPrefix;
  test(`${site}: every link of the home, a listing and a product page leads somewhere`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    if (tenant.businessOnly) {
      await signIn(page, site, `persona.${tenant.code}@fierro.demo`);
      await page.waitForURL(`**/${site}/`);
    }
    const found: Found[] = [];
    const anchors: string[] = [];
    const images: string[] = [];
    const visit = async (path: string) => {
      await page.goto(path);
      found.push(...(await linksOf(page)));
      anchors.push(...(await brokenAnchors(page)).map((id) => `#${id} on ${path}`));
      images.push(...(await brokenImages(page)).map((src) => `${src} on ${path}`));
    };

    await visit(`/${site}/`);
    const listing = await page
      .locator('section[aria-labelledby="home-departments"] a')
      .first()
      .getAttribute('href');
    expect(listing, 'a department listing on the home').toBeTruthy();
    await visit(listing!);
    const product = await page
      .locator('main article[data-product-id] a')
      .first()
      .getAttribute('href');
    expect(product, 'a product card on the listing').toBeTruthy();
    await visit(product!);

    const origin = new URL(baseURL!).origin;
    const internal = new Map<string, string>();
    const external: string[] = [];
    for (const { href, on } of found) {
      if (href.startsWith('#') || href === '') continue;
      const url = new URL(href, on);
      if (url.origin === origin) {
        url.hash = '';
        if (!internal.has(url.href)) internal.set(url.href, new URL(on).pathname);
      } else {
        const problem = externalProblem(href, tenant);
        if (problem) external.push(`${href}: ${problem} (on ${new URL(on).pathname})`);
      }
    }
    // The footer's registry links are among them on every site; the store-card pages (the
    // product page links one of the two, by card price) and the cookie policy are checked too.
    for (const key of [
      'faq',
      'guarantee',
      'calculationGuide',
      'terms',
      'privacy',
      'about',
      'stores',
    ]) {
      const link = tenant.links[key as keyof Tenant['links']];
      expect([...internal.keys()], link).toContain(`${origin}${link}`);
    }
    for (const link of Object.values(tenant.links)) {
      const url = new URL(link, origin);
      url.hash = '';
      if (!internal.has(url.href)) internal.set(url.href, '(registry links)');
    }
    expect(anchors).toEqual([]);
    expect(images).toEqual([]);
    expect(external).toEqual([]);
    const fresh = await playwright.request.newContext({ baseURL: origin });
    try {
      expect(await checkInternal(page.request, internal, fresh)).toEqual([]);
    } finally {
      await fresh.dispose();
    }
    console.log(`${site}: ${internal.size} internal links, ${found.length} links in all`);
  });
}

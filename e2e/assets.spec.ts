import { TENANTS } from '@fierro/tenants';
import { expect, test } from '@playwright/test';

/**
 * The images the registry names for every site are served by us (no remote assets): the favicon
 * and the store card's loyalty logo next to card prices (issue 7). The logo once pointed at an
 * image nothing served, and the product page showed a broken image.
 */
for (const tenant of TENANTS) {
  test(`${tenant.pathPrefix}: favicon and loyalty logo are served as images`, async ({
    request,
  }) => {
    for (const path of [tenant.favicon, tenant.loyaltyLogo]) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-type'], path).toMatch(/^image\//);
    }
  });
}

import { TENANTS } from '@fierro/tenants';
import { expect, test } from '@playwright/test';
import { axeScan } from './axe';
import { hydrated } from './hydration';

/**
 * The header's typeahead, open (issue 19): its suggestions sat inside the header, inherited its
 * white text and were white on the list's white on every site but dicico. axe over the open list
 * on every site, colour contrast included, at 360 and 1280 px.
 */

/** A word the site's catalogue holds (homy sells home decor; Brazil and dicico speak Portuguese). */
const termOf = (t: (typeof TENANTS)[number]) =>
  t.pathPrefix === 'fierro-homy' ? 'espejo' : t.locale === 'pt-BR' ? 'furadeira' : 'taladro';

for (const width of [360, 1280]) {
  for (const t of TENANTS) {
    test(`${t.pathPrefix} at ${width} px: the open typeahead passes axe, colour contrast included`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${t.pathPrefix}/`);
      const box = await hydrated(page.getByRole('combobox').first());
      await box.click();
      await box.pressSequentially(termOf(t), { delay: 30 });
      const list = page.getByRole('listbox').first();
      await expect(list).toBeVisible();
      await expect(list.getByRole('option').first()).toBeVisible();
      const { violations, passes } = await axeScan(page, '[role="listbox"]');
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      // The contrast rule ran over the options (not skipped as hidden or empty).
      expect(passes.some((p) => p.id === 'color-contrast')).toBe(true);
    });
  }
}

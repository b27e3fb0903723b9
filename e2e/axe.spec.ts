import { expect, test } from '@playwright/test';
import { axeScan, axeViolations } from './axe';

/**
 * The scan every axe journey relies on still reports every violation and every offending node
 * when it asks axe for violations only (resultTypes): a page with known faults, no server.
 */
test('the axe scan reports each violation with all its nodes, whatever its impact', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="es"><head><title>Prueba</title></head><body>
    <main>
      <h1>Prueba</h1>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="a">
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="b">
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" id="c">
      <p style="color:#bbb;background:#fff">Texto con poco contraste</p>
      <button id="empty"></button>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Bien">
    </main></body></html>`);
  const { violations, passes } = await axeScan(page);
  const byRule = Object.fromEntries(violations.map((v) => [v.id, v.nodes.map((n) => n.target[0])]));
  expect(byRule['image-alt']).toEqual(['#a', '#b', '#c']);
  expect(byRule['button-name']).toEqual(['#empty']);
  expect(byRule['color-contrast']).toHaveLength(1);
  // Passing rules are still named (a journey may ask whether a rule ran), with one node at most.
  expect(passes.map((p) => p.id)).toContain('document-title');
  expect(Math.max(...passes.map((p) => p.nodes.length))).toBeLessThanOrEqual(1);
  expect(await axeViolations(page)).toHaveLength(violations.length);
});

import type { Page } from '@playwright/test';
import axe, { type AxeResults } from 'axe-core';

type AxeWindow = { axe?: typeof axe };

/**
 * One axe-core run over the page (or inside the `include` selector), every rule as axe ships it.
 *
 * axe runs in the page itself, injected once per document: what @axe-core/playwright's legacy
 * mode does, without its cost. AxeBuilder's default injected axe's 500 KB source two or three
 * times a scan, ran `axe.runPartial` and finished the run in a new blank page (a renderer of its
 * own): 8-11 s a scan on a busy 2-core machine, against 1-2 s here, for the same results (same
 * page, same rules; its helpUrl branding aside). Its per-frame partial runs are for cross-origin
 * frames, which our pages cannot have (CSP frame-src 'self'); axe.run reaches same-origin frames
 * itself, so axe is injected into every frame of the page.
 *
 * Violations come whole; passes, incomplete and inapplicable rules name at most one node each
 * (axe's resultTypes): axe builds a unique selector and an HTML excerpt for every node it
 * reports, and the passing ones of a listing are thousands. Same violations, less work in the page
 * and over the protocol (measured on e2e/a11y.spec.ts, README).
 */
export async function axeScan(page: Page, include?: string): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  return page.evaluate(
    (selector) =>
      (window as AxeWindow).axe!.run(selector ? { include: [selector] } : document, {
        resultTypes: ['violations'],
      }),
    include ?? null,
  );
}

/**
 * Every axe violation on the page (or inside `include`), whatever its impact: minor and moderate
 * count as much as serious ones (issue 20). Each is `impact id: targets`, with the first node's
 * failure summary (contrast ratios and colours) so a failure says what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const { violations } = await axeScan(page, include);
  return violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')} ${
        v.nodes[0]?.failureSummary ?? ''
      }`,
  );
}

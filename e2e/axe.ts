import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every axe violation on the page (or inside `include`), whatever its impact: minor and moderate
 * count as much as serious ones (issue 20). Each is `impact id: targets`, with the first node's
 * failure summary (contrast ratios and colours) so a failure says what to fix.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')} ${
        v.nodes[0]?.failureSummary ?? ''
      }`,
  );
}

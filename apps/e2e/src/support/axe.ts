/**
 * The accessibility check of the end-to-end suite: axe-core (the engine of most accessibility checkers) run in the
 * page. Every test runs it on the pages it leaves open (support/test.ts), accessibility.spec.ts on every route.
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * What fails a test: violations of serious or critical impact, and the landmark rules (two navigations with the same
 * name, a banner inside another landmark), which axe rates moderate but which break a screen reader's landmark list.
 */
const FAILS = (violation: axe.Result) => violation.impact === 'serious' || violation.impact === 'critical' || violation.id.startsWith('landmark-');

const OPTIONS: axe.RunOptions = {
  // Experimental, so off by default: a control's accessible name must contain its visible text (WCAG 2.5.3).
  rules: { 'label-content-name-mismatch': { enabled: true } },
  // Only the violations are read; the passes and the incomplete results would only slow every test down.
  resultTypes: ['violations'],
};

/** One violation, one line per element: `rule (impact) selector: what is wrong`. */
export function describeViolations(violations: axe.Result[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
      ),
    )
    .join('\n');
}

/** The failing violations on the page as it is now (axe is injected the first time, through the debugger, so the CSP does not apply). */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  const results = await page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), OPTIONS);
  return results.violations.filter(FAILS);
}

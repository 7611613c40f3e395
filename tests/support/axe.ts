import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe over a page, run in the page itself ("legacy mode"). The default runs
 * each frame apart and opens a blank page to put the results together, for
 * sites with cross-origin frames; this one has no frames, and the blank page
 * made each run about twice as long (1.1-1.2 s against 0.55-0.63 s on the
 * home page, three runs each).
 */
export const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

/** What an axe run of a page found. */
export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe's serious and critical violations, a line each: the rule, its impact and
 * the elements. `except` leaves out rules another check judges.
 */
export function seriousViolations(results: AxeResults, except: string[] = []): string[] {
  return results.violations
    .filter((violation) => !except.includes(violation.id))
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

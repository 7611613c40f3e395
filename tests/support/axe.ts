import type AxeBuilder from '@axe-core/playwright';

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

import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA as axe tags it (2.0, 2.1 and 2.2 success criteria, levels A and AA). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page (or on one part of it, e.g. an open dialog) and returns its serious and
 * critical violations, one line per element: rule, target and what to fix.
 */
export async function seriousViolations(
  page: Page,
  { include, skip }: { include?: string; skip?: RegExp } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        // Elements of a part of the screen left out (decision 179), matched by their axe target
        // or their own opening tag (axe names some by another attribute, a title say).
        .filter(
          (node) =>
            !skip?.test(node.target.join(' ')) &&
            !skip?.test(node.html.slice(0, node.html.indexOf('>') + 1)),
        )
        .map(
          (node) =>
            `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}` +
            ` (${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}) "${node.html.slice(0, 160)}"`,
        ),
    );
}

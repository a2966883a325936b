/** axe-core in e2e: a page (or a part of it) has no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Runs axe on the page, or on what `include` selects; a violation is named with its help and its first nodes. */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes.map((n) => n.target.join(' '));
      return `${v.id} (${v.impact}): ${v.help} — ${nodes.slice(0, 3).join(' | ')} (${nodes.length})`;
    });
  expect(serious).toEqual([]);
}

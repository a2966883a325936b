import AxeBuilder from '@axe-core/playwright';
import { expect, expect404, gotoHydrated, test } from '../support/fixtures';
import { PUBLIC_ROUTES } from '../support/routes';

for (const route of [...PUBLIC_ROUTES, { path: '/no-such-page' }]) {
  test(`axe finds no serious or critical violations on ${route.path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // sliders hold still while axe reads them
    if (route.path === '/no-such-page') expect404();
    await gotoHydrated(page, route.path);
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      );
    expect(bad).toEqual([]);
  });
}

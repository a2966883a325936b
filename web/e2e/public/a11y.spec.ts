import { expectNoSeriousViolations } from '../support/axe';
import { expect404, gotoHydrated, test } from '../support/fixtures';
import { PUBLIC_ROUTES } from '../support/routes';

for (const route of [...PUBLIC_ROUTES, { path: '/no-such-page' }]) {
  test(`axe finds no serious or critical violations on ${route.path}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }); // sliders hold still while axe reads them
    if (route.path === '/no-such-page') expect404();
    await gotoHydrated(page, route.path);
    await expectNoSeriousViolations(page);
  });
}

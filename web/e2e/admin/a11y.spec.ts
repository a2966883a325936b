import { expectNoSeriousViolations } from '../support/axe';
import { expect, openAs, test } from './admin-helpers';

const screens = [
  ['dashboard', '/admin/dashboard', 'Dashboard'],
  ['team', '/admin/team', 'Team Listing'],
  ['contacts', '/admin/contact-list', 'Contact List'],
  ['applications', '/admin/career-user-list', 'Career Applications'],
  ['jobs', '/admin/job-list', 'Job List'],
  ['blogs', '/admin/blog-list', 'Blogs'],
  ['blog form', '/admin/blog-add', 'Add Blog'],
  ['projects', '/admin/project-list', 'Projects'],
  ['project form', '/admin/project-add', 'Add Project'],
  ['settings', '/admin/settings', 'Profile Settings'],
  ['trash', '/admin/trash', 'Trash'],
  ['activity', '/admin/activity', 'Activity'],
] as const;

test.describe('admin accessibility (axe: no serious or critical violations)', () => {
  test('login page', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  for (const [name, path, heading] of screens) {
    test(name, async ({ page, token }) => {
      await openAs(page, token, path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText(/^(Loading\.\.\.|LOADING\.\.\.\.)$/)).toHaveCount(0);
      await expectNoSeriousViolations(page);
    });
  }
});

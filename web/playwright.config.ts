/**
 * End-to-end tests: Debian's Chromium against the built site and a freshly seeded CMS.
 * `cd web && npx playwright test` starts both through scripts/start.mjs (which builds
 * what is missing and seeds the new database) on E2E_PORT / E2E_CMS_PORT.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_BASE_FLAGS, CHROMIUM_PATH } from '../scripts/bench/chromium.mjs';
import { copySeededSnapshot } from '../scripts/lib/seeded-snapshot.mjs';

const dbFile = () => path.join(process.env.E2E_DB_DIR!, 'data.db');
/** The CMS's uploads (media and resumes' folder beside), in the run's own folder. */
const publicDir = () => path.join(process.env.E2E_DB_DIR!, 'public');

const port = process.env.E2E_PORT ?? '3300';
const cmsPort = process.env.E2E_CMS_PORT ?? '1370';
const baseURL = `http://localhost:${port}`;

// The config is evaluated again in every worker: create the database directory once and
// hand it down through the environment. In `npm test` it starts as a copy of the run's seeded site (its database and
// uploads, scripts/lib/seeded-snapshot.mjs); on its own, the CMS's first start seeds it.
if (!process.env.E2E_DB_DIR) {
  process.env.E2E_DB_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-e2e-'));
  copySeededSnapshot({ database: dbFile(), publicDir: publicDir() });
  fs.mkdirSync(path.join(publicDir(), 'uploads'), { recursive: true });
}
// Production refuses the documented local default password, so the run uses its own.
process.env.ADMIN_EMAIL ??= 'admin@cadmax.local';
process.env.ADMIN_PASSWORD ??= 'E2e-Only-Admin-Pass-2026';
// The Strapi panel's super admin (production refuses to start without its password).
process.env.CMS_ADMIN_EMAIL ??= 'cms-admin@cadmax.local';
process.env.CMS_ADMIN_PASSWORD ??= 'E2e-Only-Panel-Pass-2026';
// D-13.1: the suite signs unsubscribe links as the CMS does (e2e/public/unsubscribe.spec.ts), so it sets the key.
process.env.E2E_ADMIN_API_JWT_SECRET ??= crypto.randomBytes(32).toString('base64');

const PASSWORD_SPEC = /admin\/password\.spec\.ts$/;

// Every spec runs on `desktop`; on `phone` too only a spec whose subject is the layout, what a person sees, or
// behaviour that changes with the screen: the phone menus, a table's cards, sliders and touch, the first paint's
// shifts and images, axe's checks, the public pages' sections as a phone shows them, screenshots kept for review.
// What a form stores, the admin's CRUD, headers, caches and server HTML are the same at any size: desktop only.
// A spec's own test.skip(project.name …) still picks its size inside these.
const PHONE_SPECS = [
  'admin/a11y.spec.ts',
  'admin/acceptance-polish.spec.ts',
  'admin/new-user-defects.spec.ts',
  'admin/project-loop.spec.ts',
  'public/a11y.spec.ts',
  'public/acceptance-polish.spec.ts',
  'public/first-paint.spec.ts',
  'public/hindi.spec.ts',
  'public/images-first-view.spec.ts',
  'public/layout-defects.spec.ts',
  'public/navigation.spec.ts',
  'public/pages.spec.ts',
  'public/search.spec.ts',
];
const e2eDir = path.join(import.meta.dirname, 'e2e');
for (const spec of PHONE_SPECS) {
  // A renamed or removed spec must not leave the phone size untested without a word.
  if (!fs.existsSync(path.join(e2eDir, spec)))
    throw new Error(`playwright.config.ts: PHONE_SPECS names ${spec}, which is not in e2e/`);
}

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 4,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // Recording a trace for every test (to keep a failed one's) cost a fifth of the suite's time (49 tests: 72 → 57 s
    // side by side): none is recorded; a failure keeps its screenshot and error context, and `--trace on` records one
    // for a rerun.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_BASE_FLAGS,
    },
  },
  projects: [
    {
      name: 'phone',
      testMatch: PHONE_SPECS.map((spec) => path.join(e2eDir, spec)),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', testIgnore: PASSWORD_SPEC, use: { viewport: { width: 1440, height: 900 } } },
    // A password change ends every admin session, so it runs alone, after everything else.
    {
      name: 'admin-password',
      testMatch: PASSWORD_SPEC,
      dependencies: ['phone', 'desktop'],
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `${baseURL}/robots.txt`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: port,
      CMS_PORT: cmsPort,
      DATABASE_FILENAME: dbFile(),
      CMS_PUBLIC_DIR: publicDir(),
      // The run's generated secrets stay with its database: a .env at the root, written with this run's settings
      // (NODE_ENV=production among them) left to the environment, would make the developer's next `npm start` refuse.
      ENV_FILE: path.join(process.env.E2E_DB_DIR, '.env'),
      SITE_URL: baseURL,
      NODE_ENV: 'production',
      ADMIN_EMAIL: process.env.ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
      CMS_ADMIN_EMAIL: process.env.CMS_ADMIN_EMAIL,
      CMS_ADMIN_PASSWORD: process.env.CMS_ADMIN_PASSWORD,
      ADMIN_API_JWT_SECRET: process.env.E2E_ADMIN_API_JWT_SECRET,
      // Both projects and all workers log in and send forms from one IP.
      LOGIN_RATE_MAX: process.env.LOGIN_RATE_MAX ?? '200',
      LOGIN_ACCOUNT_RATE_MAX: process.env.LOGIN_ACCOUNT_RATE_MAX ?? '200',
      PUBLIC_FORM_RATE_MAX: process.env.PUBLIC_FORM_RATE_MAX ?? '500',
      // Scheduled publishing (e2e/admin/drafts.spec.ts) looks every second, not every 15.
      PUBLISH_POLL_MS: '1000',
      // Page views (e2e/public/page-views.spec.ts) are written within half a second, not thirty.
      PAGE_VIEW_FLUSH_MS: '500',
    },
  },
});

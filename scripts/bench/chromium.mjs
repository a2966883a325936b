// Debian's Chromium as the bench drives it (Lighthouse through chrome-launcher, the image weight through
// playwright-core) and as the e2e suite drives it (web/playwright.config.ts): no background traffic (this
// machine's network is closed), and a resolver that keeps every request on the machine, so the site cannot
// depend on a third-party host.
export const CHROMIUM_PATH = '/usr/bin/chromium';
// Without --headless: Playwright adds its own headless switch (and leaves it off for --headed).
export const CHROMIUM_BASE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
// The bench launches Chromium itself, so it asks for headless here.
export const CHROMIUM_FLAGS = ['--headless', ...CHROMIUM_BASE_FLAGS];

// Debian's Chromium as the bench drives it (Lighthouse through chrome-launcher, the image weight through
// playwright-core): headless, no background traffic (this machine's network is closed), and a resolver
// that keeps every request on the machine, so the site cannot depend on a third-party host.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
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

// Debian's chromium, launched as this machine allows (Playwright cannot download its own browsers
// here). Read by the e2e suite (`tools/chromium`), the bench and the bootstrap.
export const CHROMIUM = '/usr/bin/chromium';

export const chromiumPath = process.env.CHROMIUM_PATH ?? CHROMIUM;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

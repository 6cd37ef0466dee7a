/** Debian's Chromium: Playwright's own browser download is not used. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless Chromium on a build machine: no sandbox (CI runs as root), no GPU, and
 * none of the background connections a closed network refuses.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

import type { Page } from '@playwright/test';

/**
 * Chromium's own virtual authenticator (DevTools WebAuthn domain) for the page's browser: a
 * platform authenticator that keeps discoverable credentials and verifies its user, as a
 * laptop's fingerprint reader. Returns a way to read the passkeys it holds.
 */
export async function fingerprintReader(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await devtools.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

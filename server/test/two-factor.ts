import { TOTP, URI } from 'otpauth';

/** An authenticator app for tests: the codes of the secret in an enrolment's otpauth URI. */
export function authenticatorFor(totpURI: string): TOTP {
  const otp = URI.parse(totpURI);
  if (!(otp instanceof TOTP)) throw new Error(`not a TOTP URI: ${totpURI}`);
  return otp;
}

interface Requester {
  request(path: string, init?: { method?: string; json?: unknown }): Promise<Response>;
}

/**
 * Enrols a signed-in client as the web app does: the password, then a first code from its
 * authenticator. Returns the authenticator and the backup codes shown once.
 */
export async function enrolTwoFactor(client: Requester, password: string) {
  const enabled = await client.request('/api/auth/two-factor/enable', { json: { password } });
  if (!enabled.ok) throw new Error(`enable failed: ${enabled.status} ${await enabled.text()}`);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const authenticator = authenticatorFor(totpURI);
  const confirmed = await client.request('/api/auth/two-factor/verify-totp', {
    json: { code: authenticator.generate() },
  });
  if (!confirmed.ok)
    throw new Error(`confirm failed: ${confirmed.status} ${await confirmed.text()}`);
  return { authenticator, backupCodes, totpURI };
}

/** A six-digit code the authenticator would not show now (nor a step either side). */
export function wrongCode(authenticator: TOTP): string {
  const now = Date.now();
  const valid = [-1, 0, 1].map((step) =>
    authenticator.generate({ timestamp: now + step * authenticator.period * 1000 }),
  );
  return ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
}

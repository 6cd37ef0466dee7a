import { TOTP, URI } from 'otpauth';
import { vi } from 'vitest';

const realNow = Date.now.bind(Date);
let clockAheadMs = 0;

/**
 * Moves the portal's clock (Date.now, which the library's and the portal's code checks read)
 * on, as waiting would, without waiting. The database's clock stays where it is.
 */
function moveClockOn(ms: number) {
  clockAheadMs += ms;
  if (!vi.isMockFunction(Date.now))
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + clockAheadMs);
}

/** Puts the clock back where it is: each test file starts from the real time. */
export function resetTestClock() {
  clockAheadMs = 0;
  if (vi.isMockFunction(Date.now)) vi.mocked(Date.now).mockRestore();
}

/** The time step each authenticator key last gave a code for, across copies of it. */
const lastStepOf = new Map<string, number>();

/**
 * An authenticator app for tests. `generate()` with no time gives the code a person would type
 * next: the one showing now, or, when that one was already given (a code works once), the
 * next period's, the clock moved on to it. With a time, it is the plain TOTP code of that time.
 */
export class TestAuthenticator extends TOTP {
  override generate(options?: { timestamp?: number }): string {
    if (options?.timestamp !== undefined) return super.generate(options);
    const periodMs = this.period * 1000;
    const step = Math.floor(Date.now() / periodMs);
    const last = lastStepOf.get(this.secret.base32);
    if (last !== undefined && step <= last) moveClockOn((last + 1 - step) * periodMs);
    lastStepOf.set(this.secret.base32, Math.floor(Date.now() / periodMs));
    return super.generate();
  }
}

/** An authenticator app for tests: the codes of the secret in an enrolment's otpauth URI. */
export function authenticatorFor(totpURI: string): TestAuthenticator {
  const otp = URI.parse(totpURI);
  if (!(otp instanceof TOTP)) throw new Error(`not a TOTP URI: ${totpURI}`);
  const { issuer, label, secret, algorithm, digits, period } = otp;
  return new TestAuthenticator({ issuer, label, secret, algorithm, digits, period });
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

import { createHmac, timingSafeEqual } from 'node:crypto';
import { TOTP_DIGITS } from '#common/auth/two-factor';

/** Seconds of one authenticator code, the library's default (RFC 6238's X). */
export const TOTP_PERIOD_SECONDS = 30;

/** The RFC 6238 time step of a moment: whole periods since the Unix epoch. */
export const totpStep = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/** RFC 4226 HOTP: HMAC-SHA-1 of the counter, dynamically truncated to `digits` digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** Which of `steps` a code belongs to, or null. */
export function stepOfCode(key: Uint8Array, code: string, steps: number[]): number | null {
  return steps.find((step) => sameText(hotp(key, step), code)) ?? null;
}

function sameText(a: string, b: string): boolean {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
}

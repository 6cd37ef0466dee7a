import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a webhook's timestamp may be from now before it is refused as a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/**
 * Checks an `X-BoldSign-Signature: t=<unix>, s0=<hex>[, s1=<hex>]` header: an HMAC-SHA256 of
 * "<t>.<raw body>" with the webhook secret. While a secret is being rolled BoldSign signs with
 * both, so any one matching signature is enough. Comparison is in constant time.
 */
export function verifyBoldSignSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = new Map<string, string[]>();
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (!key || !value) continue;
    parts.set(key, [...(parts.get(key) ?? []), value]);
  }
  const timestamp = Number(parts.get('t')?.[0]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS)
    return false;

  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const signatures = [...parts]
    .filter(([key]) => /^s\d+$/.test(key))
    .flatMap(([, values]) => values);
  return signatures.some((hex) => {
    if (!/^[0-9a-f]+$/i.test(hex)) return false;
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** Signs a body as BoldSign does (used by tests' fake BoldSign). */
export function boldSignSignature(rawBody: string, secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

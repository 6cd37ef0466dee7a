import { describe, expect, it } from 'vitest';
import { boldSignSignature, verifyBoldSignSignature } from './webhook-signature';

const secret = 'whsec_current';
const body = '{"event":{"eventType":"Completed"},"data":{"documentId":"bs-doc-0001"}}';
const now = 1_795_000_000;
const header = (t: number, ...signatures: string[]) =>
  [`t=${t}`, ...signatures.map((s, i) => `s${i}=${s}`)].join(', ');

describe('BoldSign webhook signatures', () => {
  it('accept a fresh, valid signature', () => {
    expect(
      verifyBoldSignSignature(header(now, boldSignSignature(body, secret, now)), body, secret, now),
    ).toBe(true);
  });

  it('refuse a signature made with another secret, or over another body', () => {
    expect(
      verifyBoldSignSignature(
        header(now, boldSignSignature(body, 'whsec_other', now)),
        body,
        secret,
        now,
      ),
    ).toBe(false);
    const tampered = body.replace('Completed', 'Declined');
    expect(
      verifyBoldSignSignature(
        header(now, boldSignSignature(body, secret, now)),
        tampered,
        secret,
        now,
      ),
    ).toBe(false);
  });

  it('refuse a stale or future timestamp beyond five minutes, and a timestamp changed after signing', () => {
    const old = now - 301;
    expect(
      verifyBoldSignSignature(header(old, boldSignSignature(body, secret, old)), body, secret, now),
    ).toBe(false);
    const ahead = now + 301;
    expect(
      verifyBoldSignSignature(
        header(ahead, boldSignSignature(body, secret, ahead)),
        body,
        secret,
        now,
      ),
    ).toBe(false);
    expect(
      verifyBoldSignSignature(
        header(now - 299, boldSignSignature(body, secret, now - 299)),
        body,
        secret,
        now,
      ),
    ).toBe(true);
    expect(
      verifyBoldSignSignature(
        header(now, boldSignSignature(body, secret, now - 10)),
        body,
        secret,
        now,
      ),
    ).toBe(false);
  });

  it('accept either signature while a secret is being rolled', () => {
    const both = header(
      now,
      boldSignSignature(body, 'whsec_next', now),
      boldSignSignature(body, secret, now),
    );
    expect(verifyBoldSignSignature(both, body, secret, now)).toBe(true);
    expect(verifyBoldSignSignature(both, body, 'whsec_next', now)).toBe(true);
    expect(verifyBoldSignSignature(both, body, 'whsec_retired', now)).toBe(false);
  });

  it('refuse missing or malformed headers', () => {
    for (const bad of [
      undefined,
      '',
      't=abc, s0=00',
      `s0=${boldSignSignature(body, secret, now)}`,
      `t=${now}`,
      `t=${now}, s0=zz`,
    ]) {
      expect(verifyBoldSignSignature(bad, body, secret, now)).toBe(false);
    }
  });
});

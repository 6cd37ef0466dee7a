import { describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { hotp, stepOfCode, totpStep } from './totp';

// RFC 4226 appendix D and RFC 6238 appendix B (SHA-1): the key is the ASCII "1234567890" twice.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('authenticator codes', () => {
  it('are the RFC 4226 HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922'];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });

  it('are the RFC 6238 TOTP values at its test times', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors)
      expect(hotp(RFC_KEY, totpStep(seconds * 1000), 8)).toBe(code);
  });

  it('agree with an authenticator app for a key like the library makes', () => {
    const key = Buffer.from('k3JdQ9xLm2PzR8vT4wYb7NcH5fGa1sEu', 'utf8');
    const app = new TOTP({
      secret: Secret.fromLatin1(key.toString('latin1')),
      digits: 6,
      period: 30,
    });
    const at = Date.UTC(2026, 10, 23, 9, 30, 10);
    expect(hotp(key, totpStep(at))).toBe(app.generate({ timestamp: at }));
  });

  it('name the step a code belongs to, or none', () => {
    const steps = [100, 101, 102];
    expect(stepOfCode(RFC_KEY, hotp(RFC_KEY, 101), steps)).toBe(101);
    expect(stepOfCode(RFC_KEY, hotp(RFC_KEY, 103), steps)).toBeNull();
    expect(stepOfCode(RFC_KEY, '', steps)).toBeNull();
    expect(stepOfCode(RFC_KEY, `${hotp(RFC_KEY, 101)}0`, steps)).toBeNull();
  });
});

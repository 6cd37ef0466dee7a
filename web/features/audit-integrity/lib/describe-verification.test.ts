import { describe, expect, it } from 'vitest';
import { resultOf, verifierOf } from './describe-verification';

describe('a verification in words', () => {
  it('names the admin who asked, or the console or daily check', () => {
    expect(verifierOf({ by: 'admin', actorEmail: 'a@example.com' })).toBe(
      'an admin (a@example.com)',
    );
    expect(verifierOf({ by: 'cli', actorEmail: null })).toBe(
      'the server console (npm run audit:verify)',
    );
    expect(verifierOf({ by: 'daily', actorEmail: null })).toBe('the daily check');
  });

  it('gives the length of an intact chain, and the first broken entry of another', () => {
    expect(resultOf({ ok: true, chainLength: 1234, brokenId: null, brokenReason: null })).toBe(
      'Intact: 1,234 entries',
    );
    expect(
      resultOf({ ok: false, chainLength: 9, brokenId: 7, brokenReason: 'hash mismatch: x' }),
    ).toBe('Broken at entry 7: hash mismatch: x');
  });
});

import { describe, expect, it } from 'vitest';
import { feedTokenSha256, isFeedToken, newFeedToken } from './feed-token';

describe('feed tokens', () => {
  it('are 32 random bytes in base64url, a new one each time', () => {
    const token = newFeedToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(isFeedToken(token)).toBe(true);
    expect(newFeedToken()).not.toBe(token);
  });

  it('are kept by their SHA-256 alone', () => {
    const token = newFeedToken();
    expect(feedTokenSha256(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(feedTokenSha256(token)).not.toContain(token);
  });

  it('refuse text of any other shape', () => {
    for (const text of [
      '',
      'a'.repeat(42),
      'a'.repeat(44),
      `${'a'.repeat(42)}=`,
      `${'a'.repeat(42)}\u0000`,
    ])
      expect(isFeedToken(text)).toBe(false);
  });
});

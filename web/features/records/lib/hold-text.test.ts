import { describe, expect, it } from 'vitest';
import { holdSince } from './hold-text';

describe('holdSince', () => {
  const hold = { reason: 'Litigation: Acme v. Hospital', since: '2026-03-04T15:04:00Z' };

  it('says since when, in UTC, and by whom', () => {
    expect(holdSince({ ...hold, by: 'ana@example.com' })).toBe(
      'Legal hold since Mar 4, 2026, 3:04 PM UTC by ana@example.com',
    );
  });

  it('leaves out by whom when the account is gone', () => {
    expect(holdSince({ ...hold, by: null })).toBe('Legal hold since Mar 4, 2026, 3:04 PM UTC');
  });
});

import { describe, expect, it } from 'vitest';
import { streamCeilingFor } from './events';

describe('the ceiling of open event streams', () => {
  it('is a quarter of the open-file limit, at most 2000', () => {
    expect(streamCeilingFor(1024)).toBe(256);
    expect(streamCeilingFor(20_000)).toBe(2000);
    expect(streamCeilingFor(2)).toBe(1);
  });

  it('is 500 where the limit is unknown', () => {
    expect(streamCeilingFor(null)).toBe(500);
  });
});

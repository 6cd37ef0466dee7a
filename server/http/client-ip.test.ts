import { describe, expect, it } from 'vitest';
import { forwardedClientIp } from './client-ip';

describe('the client address behind trusted proxies', () => {
  it.each([
    ['203.0.113.9', 1, '203.0.113.9'],
    // The client wrote the left-most entry itself; the proxy appended what it saw.
    ['1.2.3.4, 203.0.113.9', 1, '203.0.113.9'],
    ['1.2.3.4,203.0.113.9', 1, '203.0.113.9'],
    ['1.2.3.4, 203.0.113.9, 10.0.0.2', 2, '203.0.113.9'],
    // Fewer entries than proxies: the left-most is the nearest there is.
    ['203.0.113.9', 2, '203.0.113.9'],
    ['2001:db8::1', 1, '2001:db8::1'],
    ['[2001:db8::1]:4711', 1, '2001:db8::1'],
    ['203.0.113.9:4711', 1, '203.0.113.9'],
  ])('reads %j with %i proxies as %s', (header, hops, expected) => {
    expect(forwardedClientIp(header, hops)).toBe(expected);
  });

  it.each([
    [undefined, 1],
    ['', 1],
    ['1.2.3.4, not-an-address', 1],
    ['1.2.3.4, ', 1],
    ['1.2.3.4, 203.0.113.9\u0000', 1],
    ['not-an-address, 203.0.113.9', 2],
    ['1.2.3.4, 999.0.113.9', 1],
  ])('takes no address from %j with %i proxies', (header, hops) => {
    expect(forwardedClientIp(header, hops)).toBeUndefined();
  });
});

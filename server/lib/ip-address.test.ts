import { describe, expect, it } from 'vitest';
import { readableAddress } from './ip-address';

describe('readable address', () => {
  it('writes IPv6 short, and leaves IPv4 and the unknown alone', () => {
    expect(readableAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(readableAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(readableAddress('not an address:')).toBe('not an address:');
    expect(readableAddress(null)).toBeNull();
  });

  it('writes an IPv4 address seen through a dual-stack socket as IPv4', () => {
    expect(readableAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(readableAddress('::FFFF:1.2.3.4')).toBe('1.2.3.4');
    expect(readableAddress('::ffff:300.2.3.4')).toBe('::ffff:300.2.3.4');
    expect(readableAddress('0000:0000:0000:0000:0000:ffff:0a00:0001')).toBe('10.0.0.1');
    // Other addresses that end in IPv4 notation are not IPv4 clients.
    expect(readableAddress('64:ff9b::203.0.113.9')).toBe('64:ff9b::cb00:7109');
  });
});

import { describe, expect, it } from 'vitest';
import { deviceLabel, readableAddress } from './device';

describe('device label', () => {
  it('names the browser and operating system', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
  });

  it('says what it can of an odd agent, and "Unknown device" of none', () => {
    expect(deviceLabel('curl/8.5.0')).toBe('Unknown device');
    expect(deviceLabel('')).toBe('Unknown device');
    expect(deviceLabel(null)).toBe('Unknown device');
  });
});

describe('readable address', () => {
  it('writes IPv6 short, and leaves IPv4 and the unknown alone', () => {
    expect(readableAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1');
    expect(readableAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(readableAddress('not an address:')).toBe('not an address:');
    expect(readableAddress(null)).toBeNull();
  });
});

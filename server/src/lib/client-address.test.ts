import { describe, expect, it } from 'vitest';
import { parseTrustProxy, rateLimitKey } from './client-address';

describe('the address a rate limit counts', () => {
  it('is an IPv4 address as it is, also when IPv4-mapped', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is one key for every way of writing the same IPv4 address', () => {
    for (const written of ['0xcb.0.113.7', '203.000.113.007', '203.0.113.07', '3405803783'])
      expect(rateLimitKey(written)).toBe('203.0.113.7');
    expect(rateLimitKey('0.0.0.0')).toBe('0.0.0.0');
    expect(rateLimitKey('255.255.255.255')).toBe('255.255.255.255');
  });

  it("is an IPv6 client's /64, however the address inside it is written", () => {
    const key = rateLimitKey('2001:db8:1:2::1');
    expect(rateLimitKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe(key);
    expect(rateLimitKey('2001:db8:1:2:abcd::9')).toBe(key);
    expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(key);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32', ['10.0.0.0/8', '2001:db8::/32']],
  ])('reads %j', (value, parsed) => {
    expect(parseTrustProxy(value)).toEqual(parsed);
  });

  it.each(['0', '11', 'yes', '10.0.0.0/99', 'proxy.example.org'])('refuses %j', (value) => {
    expect(parseTrustProxy(value)).toBeNull();
  });
});

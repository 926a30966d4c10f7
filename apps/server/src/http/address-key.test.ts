import { describe, expect, it } from 'vitest';
import { addressKey, networkKey } from './rate-limit';

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('puts every address of one /64 under one key, other networks under others', () => {
    expect(addressKey('2001:db8:a:b:1::1')).toBe(addressKey('2001:db8:a:b:ffff:2:3:4'));
    expect(addressKey('2001:db8:a:c::1')).not.toBe(addressKey('2001:db8:a:b::1'));
  });
});

describe('networkKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:0db8:0001:ff00::1', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
  ])('keys %s as %s', (address, key) => {
    expect(networkKey(address)).toBe(key);
  });
});

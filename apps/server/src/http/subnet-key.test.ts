import { describe, expect, it } from 'vitest';
import { subnet56Key } from './rate-limit';

describe('subnet56Key', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:0::/56'],
    ['2001:db8:1:ff::1', '2001:db8:1:0::/56'],
    ['2001:db8:1:100::1', '2001:db8:1:100::/56'],
    ['2001:0db8:0001:abcd::1', '2001:db8:1:ab00::/56'],
    ['2001:db8::1', '2001:db8:0:0::/56'],
  ])('keys %s as %s', (address, key) => {
    expect(subnet56Key(address)).toBe(key);
  });

  it('puts the 256 /64s of one /56 under one key, and the next /56 under another', () => {
    expect(subnet56Key('2001:db8:a:b00::1')).toBe(subnet56Key('2001:db8:a:bff:1:2:3:4'));
    expect(subnet56Key('2001:db8:a:c00::1')).not.toBe(subnet56Key('2001:db8:a:b00::1'));
  });
});

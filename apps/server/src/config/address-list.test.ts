import { describe, expect, it } from 'vitest';
import { addressList, inAddressList, isFetchableSite } from './address-list';

describe('addressList', () => {
  it('reads addresses, networks and the named ranges as TRUST_PROXY lists them', () => {
    const list = addressList(['10.0.0.5', '192.168.7.0/24', 'fd00::/8', 'loopback']);
    for (const address of [
      '10.0.0.5',
      '192.168.7.200',
      'fd00::1',
      '127.0.0.1',
      '127.9.9.9',
      '::1',
    ]) {
      expect(inAddressList(list, address), address).toBe(true);
    }
    // An IPv4 address as a dual-stack socket reports it.
    expect(inAddressList(list, '::ffff:10.0.0.5')).toBe(true);
    for (const address of ['10.0.0.6', '192.168.8.1', 'fe80::1', '8.8.8.8', 'not an address', '']) {
      expect(inAddressList(list, address), address).toBe(false);
    }
    const local = addressList(['linklocal', 'uniquelocal']);
    for (const address of ['169.254.1.1', 'fe80::1', '10.1.2.3', '172.20.0.1', 'fc00::1']) {
      expect(inAddressList(local, address), address).toBe(true);
    }
    expect(inAddressList(local, '172.32.0.1')).toBe(false);
  });
});

describe('isFetchableSite', () => {
  it.each([
    ['https://www.example.org/', true],
    ['http://127.0.0.1:8080/', true],
    ['http://127.1/', true],
    ['http://localhost:3001/', true],
    ['http://[::1]/', true],
    ['http://www.example.org/', false],
    ['http://192.168.0.1/', false],
    ['http://[::ffff:8.8.8.8]/', false],
    ['javascript:alert(1)', false],
    ['data:text/plain,x', false],
    ['file:///etc/passwd', false],
    ['ftp://example.org/', false],
  ])('%s: %s', (url, fetchable) => {
    expect(isFetchableSite(new URL(url))).toBe(fetchable);
  });
});

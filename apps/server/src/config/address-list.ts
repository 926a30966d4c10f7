import { BlockList, isIP } from 'node:net';

/** The named ranges TRUST_PROXY accepts, as Fastify's proxy-addr reads them. */
const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * A set of addresses from entries as TRUST_PROXY lists them: addresses, CIDRs and the names
 * loopback, linklocal and uniquelocal (Node's BlockList; an IPv4 entry also matches the address
 * mapped into IPv6, `::ffff:127.0.0.1`).
 */
export function addressList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/** Whether an address is in a list; false for anything that is not an IP address. */
export function inAddressList(list: BlockList, address: string | undefined): boolean {
  const family = isIP(address ?? '');
  return family !== 0 && list.check(address ?? '', family === 4 ? 'ipv4' : 'ipv6');
}

const LOOPBACK = addressList(['loopback']);

/**
 * Whether the server may fetch from a site at this address: https:, or http: to this machine
 * (`localhost`, 127.0.0.0/8, `[::1]`), which local development uses. Never javascript:, data:,
 * file: or plain http: across a network.
 */
export function isFetchableSite(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return host === 'localhost' || inAddressList(LOOPBACK, host);
}

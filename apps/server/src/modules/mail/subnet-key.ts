import { addressKey } from '../../http/rate-limit';

/**
 * The key of the IPv6 /56 a client is in (what a provider usually hands one customer), built on
 * the /64 of `addressKey`; an IPv4 client's /24. Between the client's own key (IPv6 /64) and its
 * site's (`networkKey`, IPv6 /48): limits that must hold against one customer stepping through
 * the /64s of its /56 without touching the rest of the site. Its place is beside `addressKey`
 * in http/rate-limit.ts; the mail limits and the live feed use it from here meanwhile.
 */
export function subnet56Key(address: string): string {
  const key = addressKey(address);
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(key);
  if (v4?.[1]) return `${v4[1]}.0/24`;
  const v6 = /^([0-9a-f]+:[0-9a-f]+:[0-9a-f]+):([0-9a-f]+)::\/64$/.exec(key);
  if (!v6?.[1] || !v6[2]) return key;
  return `${v6[1]}:${(parseInt(v6[2], 16) & 0xff00).toString(16)}::/56`;
}

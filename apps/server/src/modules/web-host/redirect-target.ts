/**
 * Where a `?redirect=` parameter may send the browser (spec 2: handled by the footer
 * navigation): a path on this site, or an http(s) address on a host of REDIRECT_ALLOWLIST.
 * Anything else gives null, so the app is never an open redirect.
 */
export function redirectTarget(value: unknown, allowlist: readonly string[]): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return null;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) {
    return [...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\') ? null : value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return allowlist.includes(url.hostname.toLowerCase()) ? url.toString() : null;
}

/** A stand-in origin to read a path of this site against. */
const THIS_SITE = 'http://this-site.invalid';

/**
 * Where a `?redirect=` parameter may send the browser (product.md §2: handled by the footer
 * navigation): a path on this site, or an http(s) address on a host of REDIRECT_ALLOWLIST.
 * Anything else gives null, so the app is never an open redirect. A path comes back as the URL
 * standard writes it (characters a header cannot carry, such as U+2028, percent-encoded), and is
 * refused if it would then name another host (`/.//host`).
 */
export function redirectTarget(value: unknown, allowlist: readonly string[]): string | null {
  if (typeof value !== 'string' || value === '' || value.length > 2000) return null;
  if (value.startsWith('/')) {
    if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return null;
    const url = parsed(value, THIS_SITE);
    if (!url || url.origin !== THIS_SITE) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') ? null : path;
  }
  const url = parsed(value);
  if (!url) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return allowlist.includes(url.hostname.toLowerCase()) ? url.toString() : null;
}

/** The URL a text names (against `base` if given), or null. */
function parsed(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

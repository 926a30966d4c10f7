import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/env';

/**
 * The origin a browser request came from: Origin, else Referer's origin; undefined for clients
 * that send neither (not browsers: they cannot be tricked into sending a visitor's cookies).
 */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin) return origin;
  const referer = request.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Whether a request that acts with the visitor's cookies (a refresh, a form sent to a page)
 * comes from the site's own pages. A browser that says where a request comes from
 * (`Sec-Fetch-Site`, sent by every current browser) must say `same-origin`: a page under the
 * `no-referrer` policy sends its forms with the Origin `null`. Else the origin (Origin, else
 * Referer's) must be the public URL's or the host the request was sent to; a client that names
 * none is no browser.
 */
export function fromOwnPages(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = requestOrigin(request);
  if (origin === undefined) return true;
  return (
    origin === new URL(config.publicUrl).origin ||
    origin === `${request.protocol}://${request.host}`
  );
}

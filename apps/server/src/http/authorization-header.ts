import type { FastifyRequest } from 'fastify';

/** What an `Authorization` header carries, by scheme (matched without regard to case). */
export type Credentials =
  | { scheme: 'bearer'; token: string }
  | { scheme: 'basic'; user: string; password: string }
  | { scheme: 'other' };

/**
 * The credentials of a request's `Authorization` header, or undefined without one: the one
 * parser of that header (access tokens, the operator's token as Bearer or as a browser's Basic).
 */
export function credentialsOf(request: FastifyRequest): Credentials | undefined {
  const header = request.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^(\S+)\s+(\S+)\s*$/.exec(header);
  const scheme = match?.[1]?.toLowerCase();
  const value = match?.[2] ?? '';
  if (scheme === 'bearer') return { scheme, token: value };
  if (scheme === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon !== -1) {
      return { scheme, user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
    }
  }
  return { scheme: 'other' };
}

import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The token an operator presented: `Authorization: Bearer …`, else `?token=…`. */
export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  const { token } = (request.query ?? {}) as { token?: unknown };
  return typeof token === 'string' ? token : undefined;
}

/** Whether the presented token is the operator's, compared in constant time. */
export function isAdminToken(presented: string | undefined, expected: string): boolean {
  return timingSafeEqual(digest(presented ?? ''), digest(expected));
}

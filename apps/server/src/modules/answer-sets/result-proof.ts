import { RESULT_SECRET_HEADER } from '@values-cross/contract';
import type { FastifyRequest } from 'fastify';
import type { ResultProof } from './answer-set.service';

/**
 * What a request offers as proof that it acts for a result's person: the secret header, and the
 * login of a route that reads it (config `auth: 'optional'`).
 */
export function resultProofOf(request: FastifyRequest): ResultProof {
  const secret = request.headers[RESULT_SECRET_HEADER];
  return {
    secret: typeof secret === 'string' ? secret : undefined,
    viewerId: request.viewer?.userId ?? null,
  };
}

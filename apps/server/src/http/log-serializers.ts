import type { FastifyRequest } from 'fastify';

/**
 * How a request appears in the log: method, path and client, never the query string, which
 * may carry a mailed link's token (/de/passwordchange?token=…) or an operator token.
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

import type { FastifyRequest } from 'fastify';

/**
 * How a request appears in the log: method, path and client, never the query string, which
 * may carry a mailed link's token (/de/passwordchange?token=…) or an operator token.
 */
export function requestForLog(request: FastifyRequest) {
  const clientId = request.headers['x-request-id'];
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
    // What the client called this request, kept apart from the server's id, shortened and
    // reduced to harmless characters.
    ...(typeof clientId === 'string'
      ? { clientRequestId: clientId.replace(/[^\w.:-]/g, '').slice(0, 64) }
      : {}),
  };
}

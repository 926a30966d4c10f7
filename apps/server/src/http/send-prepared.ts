import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreparedBody } from '../modules/questionnaire';

function accepts(request: FastifyRequest, encoding: string): boolean {
  const header = request.headers['accept-encoding'];
  return (
    typeof header === 'string' && header.split(',').some((part) => part.trim().startsWith(encoding))
  );
}

/**
 * Sends a body serialised and compressed ahead of time: 304 when the client's ETag matches,
 * else brotli, gzip or plain JSON as the client accepts. Clients revalidate on every use.
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody) {
  void reply
    .header('etag', body.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === body.etag)) {
    return reply.status(304).send();
  }
  void reply.type('application/json; charset=utf-8');
  if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(body.brotli);
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}

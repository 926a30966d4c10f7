import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A response body prepared once: the JSON (as text and as UTF-8 bytes), its compressed forms and its ETag. */
export interface PreparedBody {
  json: string;
  /** The JSON's bytes: sent as they are, never encoded again per request. */
  plain: Buffer;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

/** Serialises and compresses a body once, for answering it many times (sendPrepared). */
export function prepareBody(value: unknown): PreparedBody {
  const json = JSON.stringify(value);
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 22);
  return {
    json,
    plain: Buffer.from(json),
    gzip: gzipSync(json),
    brotli: brotliCompressSync(json),
    etag: `"${hash}"`,
  };
}

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
  return reply.send(body.plain);
}

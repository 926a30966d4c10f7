import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredCoding, quickCoding, type ContentCoding } from './content-coding';
import { CACHE_CONTROL } from './cache-policy';

/** One coding of a body with every header that goes with it, built once. */
interface Variant {
  body: Buffer;
  headers: Readonly<Record<string, string>>;
  etag: string;
}

type Compress = Record<Exclude<ContentCoding, 'identity'>, (body: Buffer) => Buffer>;

/** Compression while a request may wait: quick. */
const QUICK: Compress = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** Compression of a body kept for good, done before anyone asks: the smallest bytes. */
const THOROUGH: Compress = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
};

function hashOf(body: Buffer): string {
  return createHash('sha1').update(body).digest('base64url').slice(0, 22);
}

/**
 * A response body kept in memory with its headers, in each coding a client may accept: the
 * build's precompressed files, or compressed here (all at once, or the first time a client asks
 * for a coding). The one way the server sends bytes it prepared ahead: built files, pages, and
 * JSON served unchanged to everyone (`PreparedBody.json`). Bodies with a strong ETag have one per
 * coding (RFC 9110: the bytes differ); HTML has a weak one (the same page in every coding).
 */
export class PreparedBody {
  /**
   * A JSON response body serialised and compressed once, for answering it many times; clients
   * revalidate it on every use (304 while it has not changed).
   */
  static json(value: unknown): PreparedBody {
    return new PreparedBody(Buffer.from(JSON.stringify(value)), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': CACHE_CONTROL.revalidate,
      },
      compressible: true,
    }).compressAll();
  }

  private readonly variants = new Map<ContentCoding, Variant>();
  private readonly hash: string;

  constructor(
    private readonly identity: Buffer,
    private readonly options: {
      headers: Readonly<Record<string, string>>;
      /** Whether compressing it is worth it (text of 1 KiB or more). */
      compressible: boolean;
      /** Codings the build already made. */
      precompressed?: Partial<Record<'br' | 'gzip', Buffer>>;
      weakEtag?: boolean;
      /** Compressed while a request waits and kept briefly: gzip first (`quickCoding`). */
      shortLived?: boolean;
    },
  ) {
    this.hash = hashOf(identity);
    this.variants.set('identity', this.variant('identity', identity));
    for (const coding of ['br', 'gzip'] as const) {
      const body = options.precompressed?.[coding];
      if (body) this.variants.set(coding, this.variant(coding, body));
    }
  }

  /** Compresses every coding the build did not make now, thoroughly: no request waits for it. */
  compressAll(): this {
    for (const coding of ['br', 'gzip'] as const) {
      if (this.options.compressible && !this.variants.has(coding)) {
        this.variants.set(coding, this.variant(coding, THOROUGH[coding](this.identity)));
      }
    }
    return this;
  }

  /** The body and headers for a coding (the plain body when compressing is not worth it). */
  bodyFor(coding: ContentCoding): Variant {
    const known = this.variants.get(coding);
    if (known) return known;
    const identity = this.variants.get('identity') as Variant;
    if (coding === 'identity' || !this.options.compressible) return identity;
    const variant = this.variant(coding, QUICK[coding](this.identity));
    this.variants.set(coding, variant);
    return variant;
  }

  /** Sends it in the coding the request accepts, or 304 when the client already has it. */
  send(request: FastifyRequest, reply: FastifyReply, status = 200): FastifyReply {
    const accepted = request.headers['accept-encoding'];
    const variant = this.bodyFor(
      this.options.shortLived ? quickCoding(accepted) : preferredCoding(accepted),
    );
    void reply.headers(variant.headers);
    const ifNoneMatch = request.headers['if-none-match'];
    if (status === 200 && ifNoneMatch !== undefined && matches(ifNoneMatch, variant.etag)) {
      return reply.code(304).send();
    }
    return reply.code(status).send(variant.body);
  }

  private variant(coding: ContentCoding, body: Buffer): Variant {
    const tag =
      coding === 'identity' || this.options.weakEtag ? this.hash : `${this.hash}-${coding}`;
    const etag = this.options.weakEtag ? `W/"${tag}"` : `"${tag}"`;
    const headers: Record<string, string> = { ...this.options.headers, etag };
    if (this.options.compressible) headers.vary = varyWithCoding(this.options.headers.vary);
    if (coding !== 'identity') headers['content-encoding'] = coding;
    return { body, headers, etag };
  }
}

function varyWithCoding(vary: string | undefined): string {
  return vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for it). */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

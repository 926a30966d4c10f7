import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Whether a page address belongs to the embeddable survey: `/{lang}/embed` and below it. */
export function isEmbedPath(url: string): boolean {
  return /^\/[a-z]{2}\/embed(?:[/?#]|$)/.test(url);
}

/** The frame-ancestors sources for the embed pages: the allowlist as origins, else any site. */
export function embedAncestors(allowlist: readonly string[]): string {
  if (allowlist.length === 0) return '*';
  return allowlist.map((entry) => (entry.includes('://') ? entry : `https://${entry}`)).join(' ');
}

/**
 * Security headers: a content security policy that allows only the app's own origin, HSTS only
 * on requests that really came over TLS (behind a proxy: TRUST_PROXY), no x-powered-by. No page
 * may be framed except the embeddable survey, and that only by EMBED_ALLOWLIST when it is set.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { embedAllowlist = [] }: { embedAllowlist?: readonly string[] } = {},
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const embedFrameAncestors = `frame-ancestors ${embedAncestors(embedAllowlist)}`;
  app.addHook('onSend', async (request, reply) => {
    if (isEmbedPath(request.url)) {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        void reply.header(
          'content-security-policy',
          policy.replace(/frame-ancestors [^;]*/, embedFrameAncestors),
        );
      }
      void reply.removeHeader('x-frame-options');
    }
    if (request.protocol === 'https') {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

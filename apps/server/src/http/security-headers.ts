import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/** The headers helmet sets with these options, worked out once (its middleware on a bare response). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

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
 * Scripts written into the pages run only when listed in `inlineScripts` by their hash.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  {
    embedAllowlist = [],
    inlineScripts = [],
  }: { embedAllowlist?: readonly string[]; inlineScripts?: readonly string[] } = {},
): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Keeps the pages apart from other sites' windows (and in a process of their own on
    // Android), at the price of a process start on arrival (docs/decisions/0023).
    crossOriginOpenerPolicy: { policy: 'same-origin' },
  });
  // The same headers on every answer: computed once here, not per request.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.headers(headers);
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

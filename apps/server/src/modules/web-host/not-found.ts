import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiAddress } from '../../http/error-answers';
import { AppShell } from './app-shell';
import { preferredLocale } from './web-host.routes';

/**
 * What an address that nothing answers gets: the API's error body under /api/, a browser asking
 * for a page the app's own 404 page in the visitor's language (product.md §2), anything else plain text.
 * Without a built web app (API-only tests) pages get the plain text too.
 */
export function notFoundAnswer(distDir: string) {
  const shell = existsSync(join(distDir, 'index.html')) ? new AppShell(distDir) : null;
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiAddress(request.url)) return reply.status(404).send({ detail: 'not_found' });
    const wantsPage =
      request.method === 'GET' && String(request.headers.accept).includes('text/html');
    if (shell && wantsPage) {
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send(shell.render(preferredLocale(request)));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
  };
}

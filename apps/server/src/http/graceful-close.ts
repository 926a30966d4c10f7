import type { FastifyInstance } from 'fastify';

/**
 * Lets shutdown finish promptly: once the app starts closing, responses to the requests still
 * in flight carry `Connection: close`, so their keep-alive connections end with them instead of
 * holding the server open until the keep-alive timeout.
 */
export function closeConnectionsWhenClosing(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}

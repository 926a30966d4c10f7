import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiAddress } from './error-answers';
import { isDatabaseUnavailable } from '../db/database-errors';
import { HttpError } from './http-error';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; code?: string; message?: string } };
}

function fieldsOf(error: FastifyError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of (error.validation ?? []) as ValidationIssue[]) {
    const path =
      issue.params?.issue?.path?.map(String).join('.') ??
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ??
      '';
    const name = path === '' ? (error.validationContext ?? 'body') : path;
    const reason = issue.params?.issue?.code ?? issue.message ?? 'invalid';
    (fields[name] ??= []).push(reason);
  }
  return fields;
}

/**
 * What an address Fastify cannot decode or route gets (its `frameworkErrors`, before any hook):
 * 400 with the API's error body under /api/, plain text elsewhere; never kept by a cache.
 */
export function malformedAddressAnswer(
  _error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(400).header('cache-control', 'no-store');
  if (isApiAddress(request.url)) {
    void reply.send({ detail: 'malformed_address' });
    return;
  }
  void reply.type('text/plain; charset=utf-8').send('Malformed address');
}

/**
 * One place that turns errors into `{ "detail": code, ...fields }` bodies. Bad input is a 4xx with
 * a machine code; anything unexpected is logged and answered 500 without internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ detail: error.code, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (error.validation) {
      return reply.status(400).send({ detail: 'invalid', fields: fieldsOf(error) });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send({ detail: 'too_large' });
    if (status === 415) return reply.status(415).send({ detail: 'unsupported_media_type' });
    if (status === 429) return reply.status(429).send({ detail: 'rate_limited' });
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
    ) {
      return reply.status(400).send({ detail: 'malformed_json' });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ detail: error.code ?? 'bad_request' });
    }
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ err: error }, 'request timed out');
      return reply.status(503).header('retry-after', '5').send({ detail: 'unavailable' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ detail: 'unavailable' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'server_error' });
  });
}

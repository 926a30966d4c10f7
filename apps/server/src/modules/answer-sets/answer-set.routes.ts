import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { notFound } from '../../http/http-error';
import type { RateLimit } from '../../http/rate-limit';
import type { AnswerSetService } from './answer-set.service';
import {
  answerSetParams,
  answerSetResponse,
  createAnswerSetBody,
  type CreateAnswerSetBody,
} from './answer-set.schemas';

/** POST /api/v1/answer-set/ and GET /api/v1/answer-set/{code} (spec 7). */
export async function answerSetRoutes(
  app: FastifyInstance,
  { service, rateLimit }: { service: AnswerSetService; rateLimit: RateLimit },
) {
  app.post(
    '/api/v1/answer-set/',
    {
      // A valid Bearer token makes the result the user's own and their cross.
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['results'],
        summary: 'Create a result from answers; the server computes the scores',
        body: createAnswerSetBody,
        response: { 201: answerSetResponse },
      },
    },
    async (request, reply) => {
      const body = request.body as CreateAnswerSetBody;
      const created = await service.create({
        answerIds: body.answers,
        longVersionAttempted: body.longVersionAttempted,
        language: body.language,
        questionnaireVersion: body.questionnaireVersion,
        ownerId: request.viewer?.userId ?? null,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/api/v1/answer-set/:code',
    {
      schema: {
        tags: ['results'],
        summary: 'A result by its code',
        params: answerSetParams,
        response: { 200: answerSetResponse },
      },
    },
    async (request) => {
      const { code } = request.params as z.infer<typeof answerSetParams>;
      const found = await service.find(code);
      if (!found) throw notFound();
      return found;
    },
  );
}

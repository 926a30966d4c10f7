import {
  answerSetParams,
  answerSetResponse,
  createAnswerSetBody,
  createdAnswerSetResponse,
} from '@values-cross/contract';
import { publicCross, swissCrossToScores } from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/http-error';
import type { RateLimit } from '../../http/rate-limit';
import type { AnswerSetService } from './answer-set.service';

/** POST /api/v1/answer-set/ and GET /api/v1/answer-set/{code} (spec 7). */
export const answerSetRoutes: FastifyPluginAsyncZod<{
  service: AnswerSetService;
  rateLimit: RateLimit;
}> = async (app, { service, rateLimit }) => {
  app.post(
    '/api/v1/answer-set/',
    {
      // A valid Bearer token makes the result the user's own and their cross.
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['results'],
        summary: 'Create a result from answers; the server computes the scores',
        body: createAnswerSetBody,
        response: { 201: createdAnswerSetResponse },
      },
    },
    async (request, reply) => {
      const { body } = request;
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
      const found = await service.find(request.params.code);
      if (!found) throw notFound();
      // Whoever holds the code sees the result, not whose it is.
      const { answerSet } = found.swissCross;
      return {
        ...found,
        swissCross: { answerSet, ...publicCross(swissCrossToScores(found.swissCross)) },
      };
    },
  );
};

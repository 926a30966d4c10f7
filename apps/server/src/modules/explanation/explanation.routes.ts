import {
  API_PATHS,
  answerSetParams,
  errorAnswers,
  explanationQuery,
  explanationResponse,
} from '@values-cross/contract';
import type { Explanation } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/http-error';
import { RecentCache } from '../../http/recent-cache';
import type { AnswerSetService } from '../answer-sets';
import type { QuestionnaireCatalog } from '../questionnaire';
import { explainResult } from './result-explanation';
import { cachedFor } from '../../http/cache-policy';
import { MINUTE_MS } from '@values-cross/core';

/** Explanations kept per instance (a few kB each). */
const CACHED_EXPLANATIONS = 2000;
/**
 * How long an explanation is kept, here and by clients: a result never changes, but the code of a
 * deleted person's result is replaced, and their answers must stop being readable under the old
 * one soon (docs/decisions/0009).
 */
const KEPT_MS = 10 * MINUTE_MS;

/**
 * GET `explanationPath`: why each value of a result is where it is and how
 * firm it is, against the questionnaire version the person answered; kept for ten minutes per
 * instance and by clients.
 */
export const explanationRoutes: FastifyPluginAsyncZod<{
  answerSets: AnswerSetService;
  catalog: QuestionnaireCatalog;
}> = async (app, { answerSets, catalog }) => {
  const explanations = new RecentCache<Explanation>(CACHED_EXPLANATIONS);
  app.get(
    API_PATHS.explanation,
    {
      schema: {
        tags: ['results'],
        summary: 'Why each value of a result is where it is, and how firm it is',
        params: answerSetParams,
        querystring: explanationQuery,
        response: { 200: explanationResponse, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { lang: locale, reading } = request.query;
      const explanation = await explanations.load(
        `${code}/${locale}/${reading}`,
        async () => {
          const answerSet = await answerSets.find(code);
          const loaded = answerSet && (await catalog.get(answerSet.questionnaireVersion));
          if (!answerSet || !loaded) return undefined;
          return explainResult({ answerSet, questionnaire: loaded.questionnaire, locale, reading });
        },
        KEPT_MS,
      );
      if (!explanation) throw notFound();
      void reply.header('cache-control', cachedFor(KEPT_MS));
      return explanation;
    },
  );
};

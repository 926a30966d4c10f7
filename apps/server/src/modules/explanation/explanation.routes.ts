import { answerSetParams, explanationQuery, explanationResponse } from '@values-cross/contract';
import type { Explanation } from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/http-error';
import { RecentCache } from '../../http/recent-cache';
import type { AnswerSetService } from '../answer-sets';
import type { QuestionnaireCatalog } from '../questionnaire';
import { explainResult } from './result-explanation';

/** Explanations kept per instance (a few kB each). */
const CACHED_EXPLANATIONS = 2000;

/**
 * GET /api/v1/answer-set/{code}/explanation: why each value of a result is where it is and how
 * firm it is, against the questionnaire version the person answered. A result never changes, so
 * the explanation is kept per instance and cached for a day by clients and proxies.
 */
export const explanationRoutes: FastifyPluginAsyncZod<{
  answerSets: AnswerSetService;
  catalog: QuestionnaireCatalog;
}> = async (app, { answerSets, catalog }) => {
  const explanations = new RecentCache<Explanation>(CACHED_EXPLANATIONS);
  app.get(
    '/api/v1/answer-set/:code/explanation',
    {
      schema: {
        tags: ['results'],
        summary: 'Why each value of a result is where it is, and how firm it is',
        params: answerSetParams,
        querystring: explanationQuery,
        response: { 200: explanationResponse },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const locale = request.query.lang;
      const key = `${code}/${locale}`;
      let explanation = explanations.get(key);
      if (!explanation) {
        const answerSet = await answerSets.find(code);
        const loaded = answerSet && (await catalog.get(answerSet.questionnaireVersion));
        if (!answerSet || !loaded) throw notFound();
        explanation = explainResult({
          answerSet,
          questions: loaded.questionnaire.questions,
          locale,
        });
        explanations.set(key, explanation);
      }
      void reply.header('cache-control', 'public, max-age=86400');
      return explanation;
    },
  );
};

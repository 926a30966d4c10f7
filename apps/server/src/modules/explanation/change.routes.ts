import { API_PATHS, changeParams, changeResponse, errorAnswers } from '@values-cross/contract';
import type { AnswerSet, Change } from '@values-cross/contract';
import { compareResults, correctionOf, type ComparedResult, MINUTE_MS } from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/http-error';
import { RecentCache } from '../../http/recent-cache';
import { cachedFor } from '../../http/cache-policy';
import type { AnswerSetService } from '../answer-sets';
import type { QuestionnaireCatalog } from '../questionnaire';

/** Comparisons kept per instance (a few hundred bytes each). */
const CACHED_CHANGES = 2000;
/** How long a comparison is kept, here and by clients: as an explanation (docs/decisions/0009). */
const KEPT_MS = 10 * MINUTE_MS;

/**
 * GET `changePath`: what changed from an earlier result to a later one, compared on one basis
 * (core compareResults, decision 0050): each result's answers scored again by the server against
 * the version each answered, never taken from the client. Both codes are readable by whoever
 * holds them, as each result is.
 */
export const changeRoutes: FastifyPluginAsyncZod<{
  answerSets: AnswerSetService;
  catalog: QuestionnaireCatalog;
}> = async (app, { answerSets, catalog }) => {
  const changes = new RecentCache<Change>(CACHED_CHANGES);
  const compared = async (code: string): Promise<ComparedResult | undefined> => {
    const answerSet: AnswerSet | undefined = await answerSets.find(code);
    const loaded = answerSet && (await catalog.get(answerSet.questionnaireVersion));
    if (!answerSet || !loaded) return undefined;
    return {
      questionnaireVersion: answerSet.questionnaireVersion,
      longVersionAttempted: answerSet.longVersionAttempted,
      answerIds: answerSet.answers.map((answer) => answer.id),
      questions: loaded.questionnaire.questions,
      correction: correctionOf(loaded.questionnaire),
    };
  };
  app.get(
    API_PATHS.change,
    {
      schema: {
        tags: ['results'],
        summary: 'What changed from an earlier result to a later one, compared on one basis',
        params: changeParams,
        response: { 200: changeResponse, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { code, earlier } = request.params;
      const change = await changes.load(
        `${earlier}/${code}`,
        async () => {
          const [before, after] = await Promise.all([compared(earlier), compared(code)]);
          return before && after ? compareResults(before, after) : undefined;
        },
        KEPT_MS,
      );
      if (!change) throw notFound();
      void reply.header('cache-control', cachedFor(KEPT_MS));
      return change;
    },
  );
};

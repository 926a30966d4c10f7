import {
  API_PATHS,
  aboutBody,
  aboutResponse,
  answerSetParams,
  errorAnswers,
  noContent,
  RESULT_SECRET_HEADER,
  resultSecretHeaders,
  standingQuery,
  standingResponse,
} from '@values-cross/contract';
import * as z from 'zod/mini';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RateLimit } from '../../http/rate-limit';
import type { Database } from '../../db/database';
import { AboutRepository } from './about.repository';
import type { CellArrivals } from './cell-arrivals';
import { HeldCountsRepository } from './held-counts.repository';
import { PopulationCache } from './population-cache';
import { type StandingAnswerSets, StandingService } from './standing.service';
import { CACHE_CONTROL } from '../../http/cache-policy';
import { resultProofOf } from '../answer-sets';

/**
 * GET, PUT and DELETE answer-set/{code}/about (header x-result-secret): what a person tells about
 * themselves after their result; GET answer-set/{code}/standing: where the result stands.
 */
export const standingRoutes: FastifyPluginAsyncZod<{
  database: Database;
  answerSets: StandingAnswerSets;
  /** How long an instance answers from the same count of the population. */
  populationRefreshMs: number;
  rateLimit: RateLimit;
  /** From which networks results join cells. */
  arrivals: CellArrivals;
  /** The fewest networks a recount needs (RECOUNT_MINIMUM_NETWORKS). */
  minimumNetworks: number;
}> = async (
  app,
  { database, answerSets, populationRefreshMs, rateLimit, arrivals, minimumNetworks },
) => {
  const service = new StandingService(
    answerSets,
    new AboutRepository(database.db),
    new PopulationCache(database.db, populationRefreshMs),
    new HeldCountsRepository(database.db),
    arrivals,
    minimumNetworks,
  );
  const about = API_PATHS.about;
  const summary = (text: string) => `${text} (header ${RESULT_SECRET_HEADER})`;

  app.get(
    about,
    {
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['results'],
        summary: summary('What the person told about themselves for this result, or null'),
        params: answerSetParams,
        headers: resultSecretHeaders,
        response: { 200: z.nullable(aboutResponse), ...errorAnswers(403, 404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', CACHE_CONTROL.never);
      return service.about(request.params.code, resultProofOf(request));
    },
  );

  app.put(
    about,
    {
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['results'],
        summary: summary('Add canton, age band and language region, with consent'),
        params: answerSetParams,
        headers: resultSecretHeaders,
        body: aboutBody,
        response: { 200: aboutResponse, ...errorAnswers(403, 404) },
      },
    },
    async (request) => {
      const { code } = request.params;
      return service.tell(code, resultProofOf(request), request.body, request.ip);
    },
  );

  app.delete(
    about,
    {
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['results'],
        summary: summary('Remove what the person told about themselves'),
        params: answerSetParams,
        headers: resultSecretHeaders,
        response: { 204: noContent, ...errorAnswers(403, 404) },
      },
    },
    async (request, reply) => {
      await service.forget(request.params.code, resultProofOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    API_PATHS.standing,
    {
      config: { rateLimit, auth: 'optional' },
      schema: {
        tags: ['results'],
        summary: summary('Where the result stands among all, its canton or its age band'),
        params: answerSetParams,
        querystring: standingQuery,
        headers: resultSecretHeaders,
        response: { 200: standingResponse, ...errorAnswers(403, 404, 409) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', CACHE_CONTROL.neverPrivate);
      const { code } = request.params;
      return service.standing(code, request.query.among, resultProofOf(request));
    },
  );
};

import {
  API_PATHS,
  accountResultsResponse,
  answerSetParams,
  answerSetResponse,
  createAnswerSetBody,
  createdAnswerSetResponse,
  errorAnswers,
} from '@values-cross/contract';
import { publicCross, swissCrossToScores } from '@values-cross/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerId } from '../../http/authentication';
import { HttpError, notFound } from '../../http/http-error';
import type { RateLimit } from '../../http/rate-limit';
import type { AnswerSetService } from './answer-set.service';
import { CACHE_CONTROL } from '../../http/cache-policy';

/** What creating a result needs of groups (the groups module provides it). */
export interface GroupMembership {
  /** The id of the group a new result may join; throws 400 when it is unknown or closed. */
  joinableGroupId(code: string): Promise<number>;
  /** The request's client's join limits for the group (none when rate limits are off). */
  joinGate(
    request: FastifyRequest,
    code: string,
  ): { assertMayJoin(): Promise<void>; joined(): Promise<void> } | undefined;
  /** Tells the group's live feed that it has a new member. */
  joined(code: string): void;
}

/** What creating a result tells the population (the population module provides it). */
export interface PopulationArrivals {
  /** A new result of `version` came from the client at `address`. */
  created(version: string, address: string): Promise<void>;
}

/**
 * POST `answerSetsPath` and GET `answerSetPath` (product.md §7); GET `accountResultsPath`, the results a
 * logged-in person made.
 */
export const answerSetRoutes: FastifyPluginAsyncZod<{
  service: AnswerSetService;
  rateLimit: RateLimit;
  groups?: GroupMembership;
  arrivals?: PopulationArrivals;
}> = async (app, { service, rateLimit, groups, arrivals }) => {
  app.post(
    API_PATHS.answerSets,
    {
      // A valid Bearer token makes the result the user's own and their cross.
      config: { rateLimit, auth: 'optional' },
      // A few KB, sent once: compressing it cost more CPU than any other step of the request.
      compress: false,
      schema: {
        tags: ['results'],
        summary: 'Create a result from answers; the server computes the scores',
        body: createAnswerSetBody,
        // 409: the device's key came before with other answers.
        response: { 201: createdAnswerSetResponse, ...errorAnswers(409) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const groupId = body.group === undefined ? null : await groups?.joinableGroupId(body.group);
      const joins = body.group === undefined ? undefined : groups?.joinGate(request, body.group);
      // Beyond the client's joins the group refuses the result (429, fields.group), as a closed
      // one does: the browser posts it again without the group and says why.
      await joins?.assertMayJoin().catch((error: unknown) => {
        throw error instanceof HttpError
          ? new HttpError(429, 'rate_limited', { group: ['too_many_joins'] }, error.headers)
          : error;
      });
      const created = await service.create({
        answerIds: body.answers,
        longVersionAttempted: body.longVersionAttempted,
        language: body.language,
        questionnaireVersion: body.questionnaireVersion,
        ownerId: request.viewer?.userId ?? null,
        groupId: groupId ?? null,
        earlier: body.earlier,
        sendKey: body.sendKey,
      });
      if (created.replayed) return reply.status(201).send(created);
      await arrivals?.created(created.questionnaireVersion, request.ip);
      if (body.group !== undefined) {
        await joins?.joined();
        groups?.joined(body.group);
      }
      return reply.status(201).send(created);
    },
  );

  app.get(
    API_PATHS.answerSet,
    {
      // The owner's own login tells them it is theirs; nobody else learns whose it is.
      config: { auth: 'optional' },
      schema: {
        tags: ['results'],
        summary: 'A result by its code',
        params: answerSetParams,
        response: { 200: answerSetResponse, ...errorAnswers(404) },
      },
    },
    async (request) => {
      const found = await service.find(request.params.code);
      if (!found) throw notFound();
      // Whoever holds the code sees the result; whose it is only its owner (product.md: owner, else null).
      const { answerSet, owner } = found.swissCross;
      const viewer = request.viewer?.userId ?? null;
      return {
        ...found,
        swissCross: {
          answerSet,
          ...publicCross(swissCrossToScores(found.swissCross)),
          owner: viewer !== null && owner === viewer ? owner : null,
        },
      };
    },
  );

  app.get(
    API_PATHS.accountResults,
    {
      config: { auth: 'required' },
      schema: {
        tags: ['results', 'accounts'],
        summary: 'Every result the logged-in person made, newest first',
        response: { 200: accountResultsResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', CACHE_CONTROL.never);
      return service.history(viewerId(request));
    },
  );
};

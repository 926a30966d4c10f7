import fastifyMultipart from '@fastify/multipart';
import {
  API_PATHS,
  errorAnswers,
  portraitParams,
  portraitQuery,
  portraitResponse,
  profileParams,
  profileResponse,
} from '@values-cross/contract';
import { PORTRAIT_MAX_BYTES, SECOND_MS } from '@values-cross/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenInvalid, viewerId } from '../../http/authentication';
import { forbidden, notFound } from '../../http/http-error';
import { addressKey, type RateLimit } from '../../http/rate-limit';
import type { Accounts } from '../accounts';
import { PortraitRepository } from './portrait.repository';
import { readProfileInput } from './profile-input';
import { presentProfile, updateProfile } from './profile.service';
import { CACHE_CONTROL, cachedFor } from '../../http/cache-policy';
import { PROFILE_CHANGES_PER_MINUTE } from '../../config/limits';

const tags = ['accounts'];

/** The logged-in user's id when the profile asked for is their own; 403 otherwise. */
function ownId(request: FastifyRequest, id: number): number {
  const userId = viewerId(request);
  if (id !== userId) throw forbidden();
  return userId;
}

/**
 * How long browsers and proxies may keep a portrait: short, so a withdrawn consent takes effect
 * within minutes even where an old URL was cached (the URL changes with consent, too).
 */
export const PORTRAIT_MAX_AGE_SECONDS = 300;

/** GET and PATCH profile/{id}/ (only the user themself) and the portrait images. */
export const profileRoutes: FastifyPluginAsyncZod<{
  accounts: Accounts;
  rateLimit: RateLimit;
}> = async (app, { accounts, rateLimit }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PORTRAIT_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  });
  // Keyed by the logged-in user, so a stolen token used from many addresses is limited too
  // (authentication runs first; the route refuses anonymous requests anyway).
  const changeLimit = rateLimit && {
    max: Math.min(rateLimit.max, PROFILE_CHANGES_PER_MINUTE),
    timeWindow: rateLimit.timeWindow,
    keyGenerator: (request: FastifyRequest) => `profile:${request.viewer?.userId ?? request.ip}`,
  };
  const users = accounts.users;
  const portraits = new PortraitRepository(accounts.db);

  app.get(
    API_PATHS.profile,
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Own profile',
        params: profileParams,
        response: { 200: profileResponse, ...errorAnswers(403) },
      },
    },
    async (request, reply) => {
      const user = await users.findById(ownId(request, request.params.id));
      if (!user) throw tokenInvalid();
      void reply.header('cache-control', CACHE_CONTROL.never);
      return presentProfile(user, accounts.config.PROVIDER_EMAIL);
    },
  );

  app.patch(
    API_PATHS.profile,
    {
      config: { auth: 'required', rateLimit: changeLimit },
      schema: {
        tags,
        summary: 'Change own profile (JSON, or multipart with a `portrait` file)',
        params: profileParams,
        response: { 200: profileResponse, ...errorAnswers(403) },
      },
    },
    async (request) => {
      const userId = ownId(request, request.params.id);
      const input = await readProfileInput(request);
      const familyId = request.viewer?.familyId;
      const address = addressKey(request.ip);
      return updateProfile(accounts, { userId, familyId, input, address });
    },
  );

  app.get(
    API_PATHS.portrait,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'A portrait: public for gallery members, else only for its owner',
        params: portraitParams,
        querystring: portraitQuery,
        response: { 200: portraitResponse, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { userId, file } = request.params;
      const { v } = request.query;
      const user = await users.findById(userId);
      const own = request.viewer?.userId === userId;
      if (!user || user.portraitVersion !== v || !(user.allowedInGallery || own)) throw notFound();
      const image = await portraits.find(userId, Number.parseInt(file, 10));
      if (!image) throw notFound();
      const scope = user.allowedInGallery ? 'public' : 'private';
      return reply
        .header('cache-control', cachedFor(PORTRAIT_MAX_AGE_SECONDS * SECOND_MS, scope))
        .header('vary', 'Authorization')
        .type(image.contentType)
        .send(image.data);
    },
  );
};

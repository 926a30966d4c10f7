import fastifyMultipart from '@fastify/multipart';
import {
  portraitParams,
  portraitQuery,
  portraitResponse,
  profileParams,
  profileResponse,
} from '@values-cross/contract';
import { PORTRAIT_MAX_BYTES } from '@values-cross/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tokenInvalid, viewerId } from '../../http/authentication';
import { HttpError, notFound } from '../../http/http-error';
import { type Accounts, UserRepository } from '../accounts';
import { PortraitRepository } from './portrait.repository';
import { readProfileInput } from './profile-input';
import { presentProfile, updateProfile } from './profile.service';

const tags = ['accounts'];

/** 403 `forbidden`: a logged-in user asking for someone else's profile. */
function forbidden(): HttpError {
  return new HttpError(403, 'forbidden');
}

/** The logged-in user's id when the profile asked for is their own; 403 otherwise. */
function ownId(request: FastifyRequest, id: number): number {
  const userId = viewerId(request);
  if (id !== userId) throw forbidden();
  return userId;
}

/** GET and PATCH profile/{id}/ (only the user themself) and the portrait images. */
export const profileRoutes: FastifyPluginAsyncZod<{ accounts: Accounts }> = async (
  app,
  { accounts },
) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PORTRAIT_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096, parts: 21 },
  });
  const users = new UserRepository(accounts.db);

  app.get(
    '/api/v1/profile/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Own profile',
        params: profileParams,
        response: { 200: profileResponse },
      },
    },
    async (request, reply) => {
      const user = await users.findById(ownId(request, request.params.id));
      if (!user) throw tokenInvalid();
      void reply.header('cache-control', 'no-store');
      return presentProfile(user, accounts.config.PROVIDER_EMAIL);
    },
  );

  app.patch(
    '/api/v1/profile/:id/',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        summary: 'Change own profile (JSON, or multipart with a `portrait` file)',
        params: profileParams,
        response: { 200: profileResponse },
      },
    },
    async (request) => {
      const userId = ownId(request, request.params.id);
      const input = await readProfileInput(request);
      return updateProfile(accounts, { userId, familyId: request.viewer?.familyId, input });
    },
  );

  app.get(
    '/api/v1/portraits/:userId/:file',
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'A portrait: public for gallery members, else only for its owner',
        params: portraitParams,
        querystring: portraitQuery,
        response: { 200: portraitResponse },
      },
    },
    async (request, reply) => {
      const { userId, file } = request.params;
      const { v } = request.query;
      const user = await users.findById(userId);
      const own = request.viewer?.userId === userId;
      if (!user || user.portraitVersion !== v || !(user.allowedInGallery || own)) throw notFound();
      const image = await new PortraitRepository(accounts.db).find(
        userId,
        Number.parseInt(file, 10),
      );
      if (!image) throw notFound();
      const scope = user.allowedInGallery ? 'public' : 'private';
      return reply
        .header('cache-control', `${scope}, max-age=31536000, immutable`)
        .header('vary', 'Authorization')
        .type(image.contentType)
        .send(image.data);
    },
  );
};

import fastifyMultipart from '@fastify/multipart';
import { PORTRAIT_MAX_BYTES } from '@values-cross/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { tokenInvalid, viewerId } from '../../http/authentication';
import { HttpError, notFound } from '../../http/http-error';
import type { Accounts } from '../accounts/accounts';
import { UserRepository } from '../accounts/user.repository';
import { PORTRAIT_SIZES } from './portrait-image';
import { PortraitRepository } from './portrait.repository';
import { readProfileInput } from './profile-input';
import { profileParams, profileResponse } from './profile.schemas';
import { presentProfile, updateProfile } from './profile.service';

const tags = ['accounts'];

/** 403 `forbidden`: a logged-in user asking for someone else's profile. */
function forbidden(): HttpError {
  return new HttpError(403, 'forbidden');
}

function ownId(request: FastifyRequest): number {
  const { id } = request.params as z.infer<typeof profileParams>;
  const userId = viewerId(request);
  if (id !== userId) throw forbidden();
  return userId;
}

const portraitParams = z.object({
  userId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
  file: z.string().regex(new RegExp(`^(${PORTRAIT_SIZES.join('|')})\\.webp$`)),
});
const portraitQuery = z.object({ v: z.coerce.number().int().nonnegative() });

/** GET and PATCH profile/{id}/ (only the user themself) and the portrait images. */
export async function profileRoutes(app: FastifyInstance, { accounts }: { accounts: Accounts }) {
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
      const user = await users.findById(ownId(request));
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
      const userId = ownId(request);
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
      },
    },
    async (request, reply) => {
      const { userId, file } = request.params as z.infer<typeof portraitParams>;
      const { v } = request.query as z.infer<typeof portraitQuery>;
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
}

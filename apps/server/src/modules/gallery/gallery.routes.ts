import {
  API_PATHS,
  errorAnswers,
  galleryItemResponse,
  galleryPageResponse,
  galleryParams,
  galleryQuery,
  type GalleryItem,
} from '@values-cross/contract';
import { publicCross, UNSEEN_CHARACTERS } from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid, notFound } from '../../http/http-error';
import { portraitUrl, DEFAULT_PORTRAIT_SIZE } from '../profile';
import type { Database } from '../../db/database';
import { type GalleryPerson, GalleryRepository } from './gallery.repository';
import { CACHE_CONTROL } from '../../http/cache-policy';

const tags = ['gallery'];

/** The opaque keyset cursor for the page after a member. */
export function encodeCursor(id: number): string {
  return Buffer.from(`u${id}`).toString('base64url');
}

function decodeCursor(cursor: string): number {
  const match = /^u(\d{1,16})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match?.[1]) throw invalid({ cursor: ['invalid_cursor'] });
  return Number(match[1]);
}

/** A name as the public sees it: without unseen characters, even in names stored before the rule. */
const seen = (name: string) => name.replace(new RegExp(UNSEEN_CHARACTERS.source, 'gu'), '');

/** A gallery entry: first name, last initial, portrait and cross; nothing else is public. */
function present(person: GalleryPerson): GalleryItem {
  return {
    id: person.id,
    firstName: seen(person.firstName),
    lastInitial: Array.from(seen(person.lastName))[0]?.toUpperCase() ?? '',
    portraitUrl: portraitUrl(person.id, person.portraitVersion, DEFAULT_PORTRAIT_SIZE),
    swissCross: publicCross(person.scores),
  };
}

/** GET gallery/ (paginated, newest first) and gallery/{id}/ (product.md §1: compare with others). */
export const galleryRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const repository = new GalleryRepository(database.db);
  app.get(
    API_PATHS.gallery,
    {
      schema: {
        tags,
        summary: 'People who show their cross, newest first',
        querystring: galleryQuery,
        response: { 200: galleryPageResponse },
      },
    },
    async (request, reply) => {
      const { cursor, limit } = request.query;
      const before = cursor === undefined ? undefined : decodeCursor(cursor);
      const rows = await repository.page({ before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      void reply.header('cache-control', CACHE_CONTROL.never);
      return {
        results: page.map(present),
        next: rows.length > limit && last ? encodeCursor(last.id) : null,
      };
    },
  );

  app.get(
    API_PATHS.galleryItem,
    {
      schema: {
        tags,
        summary: 'One person of the gallery',
        params: galleryParams,
        response: { 200: galleryItemResponse, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const person = await repository.find(id);
      if (!person) throw notFound();
      void reply.header('cache-control', CACHE_CONTROL.never);
      return present(person);
    },
  );
};

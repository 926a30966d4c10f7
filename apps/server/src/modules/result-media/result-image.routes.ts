import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { LOCALES, swissCrossToScores } from '@values-cross/core';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import type { AnswerSetService } from '../answer-sets/answer-set.service';
import { resultSvg } from './cross-svg';
import { ImageCache } from './image-cache';

/** Rendered pictures kept per instance (about 30-60 kB each). */
const CACHED_IMAGES = 500;

const params = z.object({ code: z.string().max(64) });
const query = z.object({
  lang: z.enum(LOCALES).default('de'),
  format: z.enum(['square', 'social']).default('square'),
});

/**
 * GET /api/v1/answer-set/{code}/image.png: the result as a PNG, rendered on the server from the
 * same geometry as the web app (download, and og:image of shared links). A result never
 * changes, so the image is cached for a day by clients and proxies.
 */
export async function resultImageRoutes(
  app: FastifyInstance,
  { answerSets }: { answerSets: AnswerSetService },
) {
  const images = new ImageCache(CACHED_IMAGES);
  app.get(
    '/api/v1/answer-set/:code/image.png',
    {
      schema: {
        tags: ['results'],
        summary: 'The result cross as a PNG image',
        params,
        querystring: query,
      },
    },
    async (request, reply) => {
      const { code } = request.params as z.infer<typeof params>;
      const { lang, format } = request.query as z.infer<typeof query>;
      const answerSet = await answerSets.find(code);
      if (!answerSet) throw notFound();
      const key = `${code}/${lang}/${format}`;
      let png = images.get(key);
      if (!png) {
        const scores = swissCrossToScores(answerSet.swissCross);
        const svg = resultSvg({ scores, locale: lang, code, format });
        png = await sharp(Buffer.from(svg))
          .png({ compressionLevel: 6, palette: true, effort: 1 })
          .toBuffer();
        images.set(key, png);
      }
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', `inline; filename="values-cross-${code}.png"`)
        .send(png);
    },
  );
}

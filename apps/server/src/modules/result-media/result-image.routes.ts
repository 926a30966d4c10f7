import { answerSetParams, resultImageQuery, resultImageResponse } from '@values-cross/contract';
import { swissCrossToScores } from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { notFound } from '../../http/http-error';
import { imageJobs } from '../../http/job-limit';
import type { RateLimit } from '../../http/rate-limit';
import type { AnswerSetService } from '../answer-sets';
import { resultSvg } from './cross-svg';
import { RecentCache } from '../../http/recent-cache';

/** Rendered pictures kept per instance (about 30-60 kB each). */
const CACHED_IMAGES = 500;

/**
 * GET /api/v1/answer-set/{code}/image.png: the result as a PNG, rendered on the server from the
 * same geometry as the web app (download, and og:image of shared links). A result never
 * changes, so the image is cached for a day by clients and proxies. Rendering costs CPU, so
 * each client address may ask for RATE_LIMIT_MAX pictures a minute; the cache key holds only
 * the checked parameters (code, language, format), never the raw query.
 */
export const resultImageRoutes: FastifyPluginAsyncZod<{
  answerSets: AnswerSetService;
  rateLimit: RateLimit;
}> = async (app, { answerSets, rateLimit }) => {
  const images = new RecentCache<Buffer>(CACHED_IMAGES);
  app.get(
    '/api/v1/answer-set/:code/image.png',
    {
      config: { rateLimit },
      schema: {
        tags: ['results'],
        summary: 'The result cross as a PNG image',
        params: answerSetParams,
        querystring: resultImageQuery,
        response: { 200: resultImageResponse },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { lang, format } = request.query;
      const answerSet = await answerSets.find(code);
      if (!answerSet) throw notFound();
      const key = `${code}/${lang}/${format}`;
      let png = images.get(key);
      if (!png) {
        const scores = swissCrossToScores(answerSet.swissCross);
        const svg = resultSvg({ scores, locale: lang, code, format });
        png = await imageJobs.run(() =>
          sharp(Buffer.from(svg)).png({ compressionLevel: 6, palette: true, effort: 1 }).toBuffer(),
        );
        images.set(key, png);
      }
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', `inline; filename="values-cross-${code}.png"`)
        .send(png);
    },
  );
};

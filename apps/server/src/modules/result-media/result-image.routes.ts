import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { LOCALES, swissCrossToScores } from '@values-cross/core';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import type { AnswerSetService } from '../answer-sets/answer-set.service';
import { resultSvg } from './cross-svg';

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
      const svg = resultSvg({
        scores: swissCrossToScores(answerSet.swissCross),
        locale: lang,
        code,
        format,
      });
      const png = await sharp(Buffer.from(svg))
        .png({ compressionLevel: 9, palette: true })
        .toBuffer();
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', `inline; filename="values-cross-${code}.png"`)
        .send(png);
    },
  );
}

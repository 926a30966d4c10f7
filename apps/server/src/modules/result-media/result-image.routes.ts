import {
  API_PATHS,
  answerSetParams,
  errorAnswers,
  resultImageQuery,
  resultImageResponse,
} from '@values-cross/contract';
import { drawnScores, measuredByIndex, swissCrossToScores, DAY_MS } from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { notFound } from '../../http/http-error';
import type { RateLimit } from '../../http/rate-limit';
import type { AnswerSetService } from '../answer-sets';
import { ResultPictureRepository } from './result-picture.repository';
import { ResultPictures } from './result-pictures';
import { cachedFor } from '../../http/cache-policy';

/** What every picture is answered with: a result never changes, clients keep it for a day. */
const PICTURE_HEADERS = {
  'content-type': 'image/png',
  'cache-control': cachedFor(DAY_MS),
};

/**
 * GET `resultImagePath`: the result as a PNG, drawn on the server from the
 * same geometry as the web app (download, and og:image of shared links), once per result,
 * format and language across instances and restarts (result-pictures.ts). Each client address
 * may ask for RATE_LIMIT_MAX pictures a minute; the picture's key holds only the checked
 * parameters (code, language, format), never the raw query.
 */
export const resultImageRoutes: FastifyPluginAsyncZod<{
  answerSets: AnswerSetService;
  database: Database;
  rateLimit: RateLimit;
}> = async (app, { answerSets, database, rateLimit }) => {
  const pictures = new ResultPictures(
    new ResultPictureRepository(database.db, database.commit),
    app.log,
  );
  app.addHook('onClose', () => pictures.flush());
  app.get(
    API_PATHS.resultImage,
    {
      config: { rateLimit },
      schema: {
        tags: ['results'],
        summary: 'The result cross as a PNG image',
        params: answerSetParams,
        querystring: resultImageQuery,
        response: { 200: resultImageResponse, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const { lang, format } = request.query;
      const answerSet = await answerSets.find(code);
      if (!answerSet) throw notFound();
      // A value too few answers measured is drawn in the middle, as on the page.
      const scores = drawnScores(
        swissCrossToScores(answerSet.swissCross),
        measuredByIndex(answerSet.measurement.values),
      );
      const png = await pictures.picture({ code, scores, format, language: lang });
      return reply
        .headers(PICTURE_HEADERS)
        .header('content-disposition', `inline; filename="values-cross-${code}.png"`)
        .send(png);
    },
  );
};

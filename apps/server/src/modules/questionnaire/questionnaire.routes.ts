import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { sendPrepared } from '../../http/send-prepared';
import type { QuestionnaireCatalog } from './questionnaire-catalog';

const versionParams = z.object({ version: z.string().regex(/^[0-9A-Za-z.-]{1,32}$/) });

/**
 * GET /api/v1/questions/ (spec 7: the current questions, short version first) and the whole
 * questionnaire with chapters, current or by version (for results of older versions).
 */
export async function questionnaireRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: QuestionnaireCatalog },
) {
  app.get(
    '/api/v1/questions/',
    { schema: { tags: ['questionnaire'], summary: 'Questions of the current version' } },
    async (request, reply) => {
      const current = await catalog.current();
      void reply.header('x-questionnaire-version', current.questionnaire.version);
      return sendPrepared(request, reply, current.questionsBody);
    },
  );

  app.get(
    '/api/v1/questionnaire/',
    { schema: { tags: ['questionnaire'], summary: 'The current questionnaire with chapters' } },
    async (request, reply) =>
      sendPrepared(request, reply, (await catalog.current()).questionnaireBody),
  );

  app.get(
    '/api/v1/questionnaire/:version',
    {
      schema: {
        tags: ['questionnaire'],
        summary: 'A published questionnaire version with chapters',
        params: versionParams,
      },
    },
    async (request, reply) => {
      const { version } = request.params as z.infer<typeof versionParams>;
      const loaded = await catalog.get(version);
      if (!loaded) throw notFound();
      return sendPrepared(request, reply, loaded.questionnaireBody);
    },
  );
}

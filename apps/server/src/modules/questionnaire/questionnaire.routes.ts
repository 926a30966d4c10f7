import {
  API_PATHS,
  errorAnswers,
  notModified,
  questionnaireLanguageQuery,
  questionnaireResponse,
  questionnaireVersionParams,
  questionsResponse,
} from '@values-cross/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/http-error';
import type { QuestionnaireCatalog } from './questionnaire-catalog';

const tags = ['questionnaire'];

/**
 * GET `questionsPath` (product.md §7: the current questions, short version first) and the whole
 * questionnaire with chapters, current or by version (for results of older versions); with
 * `?lang=` the texts of that language only (without it, every language as product.md says), with
 * `?reading=easy` the easy-to-read texts in the same structure. The bodies are serialised and
 * compressed once per version (PreparedBody.json): the response schemas document them and type
 * the routes, but never re-serialise them.
 */
export const questionnaireRoutes: FastifyPluginAsyncZod<{ catalog: QuestionnaireCatalog }> = async (
  app,
  { catalog },
) => {
  app.get(
    API_PATHS.questions,
    {
      compress: false,
      schema: {
        tags,
        summary: 'Questions of the current version',
        querystring: questionnaireLanguageQuery,
        response: { 200: questionsResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const current = await catalog.current();
      const { lang, reading } = request.query;
      void reply.header('x-questionnaire-version', current.questionnaire.version);
      return current.bodies(lang, reading).questionsBody.send(request, reply);
    },
  );

  app.get(
    API_PATHS.questionnaire,
    {
      compress: false,
      schema: {
        tags,
        summary: 'The current questionnaire with chapters',
        querystring: questionnaireLanguageQuery,
        response: { 200: questionnaireResponse, 304: notModified },
      },
    },
    async (request, reply) => {
      const current = await catalog.current();
      const { lang, reading } = request.query;
      return current.bodies(lang, reading).questionnaireBody.send(request, reply);
    },
  );

  app.get(
    API_PATHS.questionnaireVersion,
    {
      compress: false,
      schema: {
        tags,
        summary: 'A published questionnaire version with chapters',
        params: questionnaireVersionParams,
        querystring: questionnaireLanguageQuery,
        response: { 200: questionnaireResponse, 304: notModified, ...errorAnswers(404) },
      },
    },
    async (request, reply) => {
      const loaded = await catalog.get(request.params.version);
      if (!loaded) throw notFound();
      const { lang, reading } = request.query;
      return loaded.bodies(lang, reading).questionnaireBody.send(request, reply);
    },
  );
};

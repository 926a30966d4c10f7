import fastifyMultipart from '@fastify/multipart';
import {
  API_PATHS,
  newsletterSubscriptionForm,
  statusResponse,
  tokenBody,
} from '@values-cross/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../http/http-error';
import { readMultipartForm } from '../../http/multipart-form';
import type { Database } from '../../db/database';
import type { RateLimit } from '../../http/rate-limit';
import { mailClientOf, unconfirmedMailClients } from '../mail';
import { confirmSubscription, subscribe } from './newsletter.service';

const tags = ['newsletter'];

async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!request.isMultipart()) {
    const body = request.body;
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body } : {};
  }
  return (await readMultipartForm(request)).fields;
}

function parseForm(raw: Record<string, unknown>) {
  const parsed = newsletterSubscriptionForm.safeParse({
    email: raw.email,
    firstName: raw.firstName ?? raw.first_name,
    lastName: raw.lastName ?? raw.last_name,
    language: raw.language ?? raw.lang,
  });
  if (parsed.success) return parsed.data;
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    (fields[issue.path.map(String).join('.') || 'body'] ??= []).push(
      issue.code === 'custom' ? issue.message : issue.code,
    );
  }
  throw invalid(fields);
}

/** POST user/ (newsletter subscription, double opt-in) and POST newsletter/confirm/. */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  database: Database;
  publicUrl: string;
  unconfirmedMailsPerHour: number;
  rateLimit: RateLimit;
}> = async (app, { database, publicUrl, unconfirmedMailsPerHour, rateLimit }) => {
  const { db } = database;
  const mails = unconfirmedMailClients(app, rateLimit);
  await app.register(fastifyMultipart, {
    limits: { files: 0, fields: 10, fieldSize: 1000, parts: 10 },
  });

  app.post(
    API_PATHS.user,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Subscribe to the newsletter (multipart form or JSON); sends a confirmation mail',
        response: { 200: statusResponse },
      },
    },
    async (request) => {
      const subscription = parseForm(await formFields(request));
      const client = mailClientOf(mails, request);
      await subscribe(db, { subscription, publicUrl, unconfirmedMailsPerHour, client });
      return { status: 'OK' as const };
    },
  );

  app.post(
    API_PATHS.newsletterConfirm,
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Confirm a subscription with the mailed token',
        body: tokenBody,
        response: { 200: statusResponse },
      },
    },
    async (request) => {
      await confirmSubscription(db, request.body.token);
      return { status: 'OK' as const };
    },
  );
};

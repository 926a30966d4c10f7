import { profilePatch, type ProfilePatch } from '@values-cross/contract';
import type { FastifyRequest } from 'fastify';
import { invalid } from '../../http/http-error';
import { readMultipartForm } from '../../http/multipart-form';

/** A profile change as sent: the fields, and the portrait upload when there is one. */
export interface ProfileInput {
  patch: ProfilePatch;
  portrait?: Buffer;
}

function fieldsOf(error: {
  issues: Array<{ path: PropertyKey[]; message: string; code: string }>;
}) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = issue.path.map(String).join('.') || 'body';
    (fields[name] ??= []).push(issue.code === 'custom' ? issue.message : issue.code);
  }
  return fields;
}

async function readMultipart(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    fileField: 'portrait',
    tooLargeCode: 'portrait_size',
  });
  return { fields: form.fields, portrait: form.file?.data };
}

/** Reads PATCH profile/{id}/ from JSON or multipart form data (with the `portrait` file). */
export async function readProfileInput(request: FastifyRequest): Promise<ProfileInput> {
  const { fields, portrait } = request.isMultipart()
    ? await readMultipart(request)
    : { fields: request.body ?? {}, portrait: undefined };
  if (typeof fields !== 'object' || Array.isArray(fields))
    throw invalid({ body: ['invalid_type'] });
  const parsed = profilePatch.safeParse(fields);
  if (!parsed.success) throw invalid(fieldsOf(parsed.error));
  return portrait ? { patch: parsed.data, portrait } : { patch: parsed.data };
}

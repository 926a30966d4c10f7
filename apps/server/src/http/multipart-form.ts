import type { FastifyRequest } from 'fastify';
import { HttpError, invalid } from './http-error';

/** A multipart form as read: its text fields and at most the one file it may carry. */
export interface MultipartForm {
  fields: Record<string, string>;
  file?: { fieldname: string; data: Buffer };
}

/** 413 from the multipart limits (file, field or part too large or too many). */
function isTooLarge(error: unknown): boolean {
  return (error as { statusCode?: number } | null)?.statusCode === 413;
}

/**
 * Reads a multipart/form-data body into text fields and a file allowed under `fileField`.
 * Limits exceeded: 413 `tooLargeCode`; a broken body: 400 `malformed_multipart`.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  { fileField, tooLargeCode = 'too_large' }: { fileField?: string; tooLargeCode?: string } = {},
): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField || form.file) {
          part.file.resume();
          throw invalid({ [part.fieldname]: ['unexpected_file'] });
        }
        form.file = { fieldname: part.fieldname, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isTooLarge(error)) {
      throw new HttpError(
        413,
        tooLargeCode,
        fileField ? { [fileField]: [tooLargeCode] } : undefined,
      );
    }
    throw new HttpError(400, 'malformed_multipart');
  }
  return form;
}

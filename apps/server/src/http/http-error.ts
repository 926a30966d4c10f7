/** An error the API answers with on purpose: a status and a stable machine code the web app translates. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(code);
    this.name = 'HttpError';
  }
}

/** 400 with per-field reasons: `{"detail": "invalid", "fields": {...}}`. */
export function invalid(fields: Record<string, string[]>): HttpError {
  return new HttpError(400, 'invalid', fields);
}

/** 404 `{"detail": "not_found"}`. */
export function notFound(): HttpError {
  return new HttpError(404, 'not_found');
}

/** 403 `{"detail": "forbidden"}`: the secret that proves the right is missing or wrong. */
export function forbidden(): HttpError {
  return new HttpError(403, 'forbidden');
}

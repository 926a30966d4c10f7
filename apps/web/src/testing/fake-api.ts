import { contextWith } from '@/lib/render-context';

/** One request a route's action made of the API. */
export interface SentRequest {
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/**
 * A request context whose API answers each path with the given status and JSON body (404
 * otherwise), and the requests it was sent: a route action as the server's renderer runs it
 * (for the login of `access`, as on the login's own pages).
 */
export function fakeApi(
  answers: Record<string, { status?: number; body: unknown }>,
  access: string | null = null,
) {
  const sent: SentRequest[] = [];
  const context = contextWith(async (input, init) => {
    const path = String(input);
    sent.push({
      path,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body:
        typeof init?.body === 'string'
          ? JSON.parse(init.body)
          : init?.body instanceof FormData
            ? Object.fromEntries(init.body.entries())
            : undefined,
    });
    const answer = answers[path] ?? { status: 404, body: { detail: 'not_found' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  }, access);
  return { context, sent };
}

/** A form as the browser sends it. */
export function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

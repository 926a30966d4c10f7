import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

interface DescribedAnswer {
  content?: Record<string, { schema?: object }>;
}
interface Description {
  paths: Record<string, Record<string, { responses?: Record<string, DescribedAnswer> }>>;
  components?: object;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addFormat('binary', true);
/** Validators by the schema's text, shared by every test app of a worker. */
const validators = new Map<string, ValidateFunction>();

function validatorFor(schema: object, components: object | undefined): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    // References point at #/components/…: the schema is compiled with them beside it.
    validate = ajv.compile({ ...schema, components });
    validators.set(key, validate);
  }
  return validate;
}

/** `/api/v1/answer-set/:code` as the description writes it: `/api/v1/answer-set/{code}`. */
function describedPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
}

function bodyText(reply: FastifyReply, payload: unknown): string | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  const bytes = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
  const coding = reply.getHeader('content-encoding');
  if (coding === 'br') return brotliDecompressSync(bytes).toString();
  if (coding === 'gzip') return gunzipSync(bytes).toString();
  return coding === undefined ? bytes.toString() : null;
}

function mismatch(
  description: Description,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | null {
  const route = request.routeOptions.url;
  if (route === undefined || request.method === 'HEAD') return null;
  const operations = description.paths[describedPath(route)];
  if (!operations) return null; // not part of the API (pages, the description itself)
  const answers = operations[request.method.toLowerCase()]?.responses ?? {};
  const answer = answers[String(reply.statusCode)] ?? answers.default;
  if (!answer) return `answered ${reply.statusCode}, which is not described`;
  const type = String(reply.getHeader('content-type') ?? '').split(';')[0] ?? '';
  const media = answer.content ?? {};
  if (Object.keys(media).length === 0) {
    return bodyText(reply, payload)
      ? `answered ${reply.statusCode} with a body, described none`
      : null;
  }
  const described = media[type] ?? media['application/json'];
  if (!described)
    return `answered ${reply.statusCode} as ${type}, described as ${Object.keys(media).join(', ')}`;
  if (type !== 'application/json' || !described.schema) return null;
  const text = bodyText(reply, payload);
  if (text === null) return null;
  const validate = validatorFor(described.schema, description.components);
  if (validate(JSON.parse(text))) return null;
  return `answered ${reply.statusCode} ${text.slice(0, 200)}: ${ajv.errorsText(validate.errors)}`;
}

/**
 * Checks every answer of an app's API against its published OpenAPI description: the status is
 * described, and a JSON body matches the schema described for it. Each mismatch is noted as
 * `METHOD route: what`; the test app fails its tests' file when any was noted.
 */
export function checkAnswersAgainstDescription(app: FastifyInstance): { mismatches: string[] } {
  const mismatches: string[] = [];
  let description: Description | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    description ??= app.swagger() as Description;
    const found = mismatch(description, request, reply, payload);
    if (found) mismatches.push(`${request.method} ${request.routeOptions.url}: ${found}`);
    return payload;
  });
  return { mismatches };
}

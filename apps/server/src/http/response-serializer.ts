import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/** A zod schema, given as Fastify holds it (the schema itself, or under `properties`). */
function zodSchemaOf(schema: unknown): $ZodType | null {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  return properties instanceof $ZodType ? properties : null;
}

/** The schema's output as JSON Schema, compiled once to a function; null where it has none. */
function compiled(schema: $ZodType): ((data: unknown) => string) | null {
  try {
    const json = toJSONSchema(schema, { io: 'output', target: 'draft-7' });
    return fastJsonStringify(json as Parameters<typeof fastJsonStringify>[0]);
  } catch {
    // A transform, a custom check or a binary body: zod writes it.
    return null;
  }
}

/**
 * Writes responses from their schemas (docs/decisions/0020-responses-written-from-schemas.md):
 * each response schema is compiled once into a function that writes exactly the schema's fields
 * (fast-json-stringify, from the schema's JSON Schema), four times faster than checking and
 * encoding with zod on every response. Fields the schema does not name are never written, as
 * before. Where a schema has no JSON Schema form, zod writes the response as before.
 *
 * `checkAgainstZod` (the tests) writes every response both ways and fails when they differ in any
 * value, so the whole test suite checks that the compiled writers say what zod says.
 */
export function responseSerializerCompiler({
  checkAgainstZod = false,
}: { checkAgainstZod?: boolean } = {}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const zodWrite = zodSerializerCompiler(route as RouteSchema);
    const schema = zodSchemaOf(route.schema);
    const write = schema ? compiled(schema) : null;
    if (!write) return zodWrite;
    if (!checkAgainstZod) return write;
    return (data) => {
      const written = write(data);
      const reference = zodWrite(data);
      // The same values; the order of keys may differ (a constant field comes first).
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(reference))) {
        throw new Error(
          `${route.method} ${route.url} ${route.httpStatus}: the compiled writer wrote ${written}, zod ${reference}`,
        );
      }
      return written;
    };
  };
}

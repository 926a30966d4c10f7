import { createdAnswerSetResponse, healthUnavailableResponse } from '@values-cross/contract';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { responseSerializerCompiler } from './response-serializer';

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });

const created = {
  code: 'abcDEF123456',
  answers: [
    { id: 101, scoring: [0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    { id: 102, scoring: [2, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0] },
  ],
  longVersionAttempted: false,
  questionnaireVersion: '2026.1',
  language: null,
  swissCross: {
    answerSet: 'abcDEF123456',
    owner: null,
    ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`score${i + 1}`, i / 12])),
  },
  createdAt: '2026-11-24T08:00:00.000Z',
  measurement: {
    asked: 20,
    passed: 1,
    values: [
      {
        dimension: 1,
        key: 'curiosity',
        range: { low: 0.2, high: 0.5 },
        bearing: 3,
        measured: true,
      },
      { dimension: 2, key: 'technology', range: { low: 0, high: 1 }, bearing: 1, measured: false },
    ],
  },
  secret: 's'.repeat(43),
};

describe('responses written from their schemas', () => {
  const compile = responseSerializerCompiler();

  it('writes the values zod writes, for a result just made', () => {
    const write = compile(route(createdAnswerSetResponse));
    const reference = JSON.stringify(z.encode(createdAnswerSetResponse, created as never));
    expect(JSON.parse(write(created))).toEqual(JSON.parse(reference));
  });

  it('never writes a field its schema does not name', () => {
    const write = compile(route(createdAnswerSetResponse));
    const leaky = {
      ...created,
      passwordHash: 'argon2id$…',
      swissCross: { ...created.swissCross, email: 'someone@example.ch' },
    };
    const written = write(leaky);
    expect(written).not.toContain('passwordHash');
    expect(written).not.toContain('someone@example.ch');
    expect(JSON.parse(written)).toEqual(JSON.parse(write(created)));
  });

  it('leaves out optional fields that are not there, and writes null where null is allowed', () => {
    const write = compile(route(healthUnavailableResponse));
    expect(JSON.parse(write({ detail: 'unavailable' }))).toEqual({ detail: 'unavailable' });
    expect(JSON.parse(compile(route(createdAnswerSetResponse))(created)).language).toBeNull();
  });

  it('lets zod write what has no JSON Schema form (a codec to a date)', () => {
    const moment = z.object({
      at: z.codec(z.iso.datetime(), z.date(), {
        decode: (text) => new Date(text),
        encode: (date) => date.toISOString(),
      }),
    });
    expect(compile(route(moment))({ at: new Date(0) })).toBe('{"at":"1970-01-01T00:00:00.000Z"}');
  });

  it('in the tests, also checks each response with zod: data the schema refuses still fails', () => {
    const checked = responseSerializerCompiler({ checkAgainstZod: true })(
      route(createdAnswerSetResponse),
    );
    expect(JSON.parse(checked(created))).toEqual(
      JSON.parse(compile(route(createdAnswerSetResponse))(created)),
    );
    const outOfRange = { ...created, swissCross: { ...created.swissCross, score1: 1.5 } };
    expect(() => checked(outOfRange)).toThrow();
  });
});

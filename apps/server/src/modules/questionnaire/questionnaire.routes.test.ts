import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';

const questionnaire = currentQuestionnaire();

describe(`GET /api/v1/questions/ (${testDialect()})`, () => {
  const test = useTestApp();

  it('lists the current questions, short version first, with their score bounds', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/questions/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-questionnaire-version']).toBe(questionnaire.version);
    const questions = response.json() as Array<Record<string, unknown>>;
    expect(questions).toHaveLength(questionnaire.questions.length);
    const flags = questions.map((q) => q.inNexpresso);
    expect(flags.indexOf(false)).toBe(flags.filter(Boolean).length);
    for (const question of questions) {
      expect(Object.keys(question).sort()).toEqual([
        'answers',
        'chapter',
        'childQuestions',
        'id',
        'inNexpresso',
        'maxScores',
        'minScores',
        'text',
        'title',
        'type',
      ]);
      expect(question.minScores).toHaveLength(12);
      expect(question.maxScores).toHaveLength(12);
    }
  });

  it('answers 304 when the client already has this version (ETag)', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/api/v1/questions/' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await test.app.inject({
      method: 'GET',
      url: '/api/v1/questions/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('sends the body compressed as the client accepts', async () => {
    const plain = (await test.app.inject({ method: 'GET', url: '/api/v1/questions/' })).body;
    const gzip = await test.app.inject({
      method: 'GET',
      url: '/api/v1/questions/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    const brotli = await test.app.inject({
      method: 'GET',
      url: '/api/v1/questions/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
  });

  it('serves the whole questionnaire with chapters, current and by version', async () => {
    const current = await test.app.inject({ method: 'GET', url: '/api/v1/questionnaire/' });
    expect(current.statusCode).toBe(200);
    expect(current.json().version).toBe(questionnaire.version);
    expect(current.json().chapters.map((c: { key: string }) => c.key)).toEqual([
      'here',
      'there',
      'me',
      'we',
    ]);
    const byVersion = await test.app.inject({
      method: 'GET',
      url: `/api/v1/questionnaire/${questionnaire.version}`,
    });
    expect(byVersion.json()).toEqual(current.json());
    const missing = await test.app.inject({ method: 'GET', url: '/api/v1/questionnaire/1999.1' });
    expect(missing.statusCode).toBe(404);
  });
});

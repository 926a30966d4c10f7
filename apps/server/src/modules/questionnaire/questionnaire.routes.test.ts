import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { currentQuestionnaire } from '@values-cross/content';
import { correctionOf, localize } from '@values-cross/core';
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
    expect(questions.some((q) => q.scale === 'agreement')).toBe(true);
    const flags = questions.map((q) => q.inNexpresso);
    expect(flags.indexOf(false)).toBe(flags.filter(Boolean).length);
    for (const question of questions) {
      // An ordered answer scale is named where the questionnaire marks one (easy reading's pictures).
      const scale = question.scale === undefined ? [] : ['scale'];
      expect(Object.keys(question).sort()).toEqual(
        [
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
          ...scale,
        ].sort(),
      );
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
    // With its correction offsets: a device scores a result it makes offline as the server does.
    expect(current.json().correction).toEqual(correctionOf(questionnaire));
    const missing = await test.app.inject({ method: 'GET', url: '/api/v1/questionnaire/1999.1' });
    expect(missing.statusCode).toBe(404);
  });
});

describe(`questionnaire routes in one language (${testDialect()})`, () => {
  const test = useTestApp();

  it('?lang= keeps the structure and the texts of that language only, localised', async () => {
    const whole = (await test.app.inject({ method: 'GET', url: '/api/v1/questionnaire/' })).json();
    const french = await test.app.inject({ method: 'GET', url: '/api/v1/questionnaire/?lang=fr' });
    expect(french.statusCode).toBe(200);
    const body = french.json();
    expect(body.version).toBe(whole.version);
    expect(body.questions.map((q: { id: number }) => q.id)).toEqual(
      whole.questions.map((q: { id: number }) => q.id),
    );
    const first = body.questions[0];
    expect(Object.keys(first.title)).toEqual(['fr']);
    expect(first.title.fr).toBe(localize(whole.questions[0].title, 'fr'));
    expect(Object.keys(body.chapters[0].intro)).toEqual(['fr']);
    expect(body.questions[0].answers[0].scoring).toEqual(whole.questions[0].answers[0].scoring);
    // Three languages' texts gone; scorings, structure and answer scales stay.
    expect(french.body.length).toBeLessThan(
      (await test.app.inject({ method: 'GET', url: '/api/v1/questionnaire/' })).body.length * 0.55,
    );
    const questions = await test.app.inject({ method: 'GET', url: '/api/v1/questions/?lang=it' });
    expect(Object.keys(questions.json()[0].text)).toEqual(['it']);
    const version = await test.app.inject({
      method: 'GET',
      url: `/api/v1/questionnaire/${whole.version}?lang=en`,
    });
    expect(Object.keys(version.json().questions[0].text)).toEqual(['en']);
  });

  it('a translation that is missing reads as German prefixed with the language', async () => {
    const { inLanguage } = await import('./questionnaire-language');
    const text = { de: 'Frage', fr: ' ', it: 'Domanda', en: 'Question' };
    expect(inLanguage({ items: [{ text }] }, 'fr')).toEqual({
      items: [{ text: { fr: 'FR: Frage' } }],
    });
    expect(inLanguage({ text }, 'de')).toEqual({ text: { de: 'Frage' } });
  });

  it('an unknown language is refused with a clear error', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/v1/questions/?lang=xx' });
    expect(response.statusCode).toBe(400);
  });
});

describe(`questionnaire routes in easy language (${testDialect()})`, () => {
  const test = useTestApp();
  type Served = {
    id: number;
    text: Record<string, string>;
    answers: Served[];
    scoring?: number[];
    childQuestions?: Served[];
  };
  const get = async (url: string) => test.app.inject({ method: 'GET', url });
  const shape = (qs: Served[]): unknown =>
    qs.map((q) => ({
      id: q.id,
      scoring: q.scoring,
      answers: shape(q.answers ?? []),
      children: shape(q.childQuestions ?? []),
    }));

  it('?reading=easy serves the same questions, answers and points with the easy texts', async () => {
    for (const lang of ['de', 'fr', 'it', 'en'] as const) {
      const standard = (await get(`/api/v1/questions/?lang=${lang}`)).json() as Served[];
      const response = await get(`/api/v1/questions/?lang=${lang}&reading=easy`);
      expect(response.statusCode).toBe(200);
      const easy = response.json() as Served[];
      expect(shape(easy)).toEqual(shape(standard));
      // Every question comes in its easy wording; the first whose easy text differs shows it.
      easy.forEach((served) => {
        const source = questionnaire.questions.find((q) => q.id === served.id);
        expect(served.text[lang]).toBe(source?.easy?.text[lang]);
      });
      const reworded = easy.findIndex((q, i) => q.text[lang] !== standard[i]?.text[lang]);
      expect(reworded).toBeGreaterThanOrEqual(0);
      expect(reworded).toBeLessThan(3);
      expect(response.body).not.toContain('"easy"');
    }
    const chapters = (await get('/api/v1/questionnaire/?lang=fr&reading=easy')).json();
    expect(chapters.chapters[0].intro.fr).toBe(questionnaire.chapters[0]?.easy?.intro.fr);
  });

  it('without reading (or with standard) nothing changes', async () => {
    const plain = await get('/api/v1/questions/');
    expect(plain.body).not.toContain('"easy"');
    expect((await get('/api/v1/questions/?reading=standard')).body).toBe(plain.body);
    expect((await get('/api/v1/questions/?lang=de&reading=standard')).body).toBe(
      (await get('/api/v1/questions/?lang=de')).body,
    );
  });

  it('an unknown reading is refused with a clear error', async () => {
    const response = await get('/api/v1/questions/?reading=simple');
    expect(response.statusCode).toBe(400);
  });
});

// The compare page's loader: which own cross, average, ranges and people it gathers from the API,
// what it makes of missing or malformed answers, and when choosing someone loads nothing again.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  answerSetPath,
  apiPath,
  explanationPath,
  galleryItemPath,
  galleryPath,
  statisticsPath,
} from '@values-cross/contract/paths';
import { VALUE_DIMENSIONS } from '@values-cross/core';
import { removeAuth, setAuth } from '@/lib/auth-session';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import { fakeApi } from '@/testing/fake-api';
import { answerSetAnswer } from '@/testing/results';
import { keepComparisonWhileChoosing, loadComparison, ownResultCode } from './comparison-data';

const CODE = 'A1b2C3d4E5f6';
const FIRST_PAGE = `${galleryPath}?limit=24`;
const OWN = Array.from({ length: 12 }, (_, i) => i / 20);
const AVERAGE = Array.from({ length: 12 }, () => 0.5);

/** A person of the gallery as the API sends them, every score at `score`. */
function person(id: number, firstName: string, score = 0.3) {
  return {
    id,
    firstName,
    lastInitial: 'M',
    portraitUrl: null,
    swissCross: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`score${i + 1}`, score])),
  };
}

/** The published averages: an older version, and 2027.1 with these scores (null: too few). */
function statistics(scores: number[] | null) {
  return {
    minimumResults: 300,
    versions: [
      { questionnaireVersion: '2026.1', all: { results: 900, scores: OWN }, languages: {} },
      { questionnaireVersion: '2027.1', all: { results: 412, scores }, languages: {} },
    ],
  };
}

/** The explanation of the own result: the value of index i has the range i/10 to (i + 2)/10. */
function explanation() {
  return {
    code: CODE,
    longVersionAttempted: false,
    dimensions: VALUE_DIMENSIONS.map(({ index, key }) => ({
      dimension: index + 1,
      key,
      name: key,
      score: (index + 1) / 10,
      range: { low: index / 10, high: (index + 2) / 10 },
      bearing: 5,
      measured: true,
      meaning: { high: 'high', low: 'low' },
      contributions: [],
    })),
  };
}

type Answers = Parameters<typeof fakeApi>[0];

/** An API holding the own result, its explanation in `lang`, the averages and a gallery of two. */
function api(changed: Answers = {}, lang = 'de') {
  return fakeApi({
    [FIRST_PAGE]: { body: { results: [person(11, 'Lea'), person(12, 'Marc')], next: 'c2' } },
    [apiPath(answerSetPath, { code: CODE })]: { body: answerSetAnswer(CODE, { scores: OWN }) },
    [`${apiPath(explanationPath, { code: CODE })}?lang=${lang}`]: { body: explanation() },
    [statisticsPath]: { body: statistics(AVERAGE) },
    ...changed,
  });
}

function load(server: ReturnType<typeof fakeApi>, query = '', lang = 'de') {
  return loadComparison({
    request: new Request(`http://localhost/${lang}/compare${query}`),
    params: { lang },
    context: server.context,
  });
}

const asked = (server: ReturnType<typeof fakeApi>) => server.sent.map((request) => request.path);
const withOwnResult = () => updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, resultCode: CODE }));

beforeEach(() => updateSurvey(() => INITIAL_SURVEY_STATE));
afterEach(() => removeAuth());

describe('ownResultCode', () => {
  it('is the result of this browser, else the login’s cross, else none', () => {
    expect(ownResultCode()).toBeNull();
    setAuth({
      token: 'a.b.c',
      id: 7,
      firstName: 'Anna',
      lastName: 'Muster',
      swissCross: 'L0g1nCr0ss00',
      allowedInGallery: false,
    });
    expect(ownResultCode()).toBe('L0g1nCr0ss00');
    withOwnResult();
    expect(ownResultCode()).toBe(CODE);
  });
});

describe('loadComparison', () => {
  it('gives a visitor without a result the gallery only, and asks for nothing of theirs', async () => {
    const server = api();
    const data = await load(server);
    expect(data).toMatchObject({
      ownCode: null,
      own: null,
      ownRanges: null,
      average: null,
      linked: null,
    });
    expect(data.gallery?.people.map((p) => p.firstName)).toEqual(['Lea', 'Marc']);
    expect(data.gallery?.next).toBe('c2');
    expect(asked(server)).toEqual([FIRST_PAGE]);
  });

  it('loads the own cross, the average of its version and the own ranges by value index', async () => {
    withOwnResult();
    const data = await load(api());
    expect(data.ownCode).toBe(CODE);
    expect(data.own).toEqual({ scores: OWN, version: '2027.1' });
    expect(data.average).toEqual(AVERAGE);
    expect(data.ownRanges?.size).toBe(8);
    expect(data.ownRanges?.get(0)).toEqual({ low: 0, high: 0.2 });
    expect(data.ownRanges?.get(7)).toEqual({ low: 0.7, high: 0.9 });
  });

  it.each([
    ['fr', 'fr'],
    ['it', 'it'],
    ['xx', 'de'],
  ])('asks for the explanation of an address in “%s” in %s', async (lang, asks) => {
    withOwnResult();
    const server = api({}, asks);
    const data = await load(server, '', lang);
    expect(asked(server)).toContain(`${apiPath(explanationPath, { code: CODE })}?lang=${asks}`);
    expect(data.ownRanges).not.toBeNull();
  });

  it('takes the login’s cross when this browser holds no result', async () => {
    setAuth({
      token: 'a.b.c',
      id: 7,
      firstName: 'Anna',
      lastName: 'Muster',
      swissCross: CODE,
      allowedInGallery: false,
    });
    const server = api();
    const data = await load(server);
    expect(data.own?.scores).toEqual(OWN);
    // The login's own result is asked for with its token.
    const request = server.sent.find((sent) => sent.path.endsWith(CODE));
    expect(request?.headers.get('authorization')).toBe('Bearer a.b.c');
  });

  it.each([
    ['is gone', { status: 404, body: { detail: 'not_found' } }],
    ['has another shape', { body: { code: CODE } }],
    ['fails on the server', { status: 500, body: { detail: 'error' } }],
  ])(
    'keeps the code but no cross when the result %s, and asks for no average',
    async (_, answer) => {
      withOwnResult();
      const server = api({ [apiPath(answerSetPath, { code: CODE })]: answer });
      const data = await load(server);
      expect(data).toMatchObject({ ownCode: CODE, own: null, average: null });
      expect(asked(server)).not.toContain(statisticsPath);
    },
  );

  it('keeps the own cross without ranges when the explanation cannot be had', async () => {
    withOwnResult();
    const data = await load(
      api({ [`${apiPath(explanationPath, { code: CODE })}?lang=de`]: { status: 503, body: {} } }),
    );
    expect(data.own?.scores).toEqual(OWN);
    expect(data.ownRanges).toBeNull();
  });

  it.each([
    ['too few took part in its version', { body: statistics(null) }],
    ['its version is not published', { body: { minimumResults: 300, versions: [] } }],
    ['the statistics fail', { status: 500, body: { detail: 'error' } }],
    ['the statistics have another shape', { body: { versions: 'none' } }],
  ])('has no average when %s', async (_, answer) => {
    withOwnResult();
    const data = await load(api({ [statisticsPath]: answer }));
    expect(data.own).not.toBeNull();
    expect(data.average).toBeNull();
  });

  it.each(['?with=11', '?with=average', ''])(
    'asks for nobody else when `%s` is on the first page or not a person',
    async (query) => {
      const server = api();
      const data = await load(server, query);
      expect(data.linked).toBeNull();
      expect(asked(server)).toEqual([FIRST_PAGE]);
    },
  );

  it('loads the person named by ?with= when they are beyond the first page', async () => {
    const server = api({
      [apiPath(galleryItemPath, { id: 99 })]: { body: person(99, 'Zoe', 0.8) },
    });
    const data = await load(server, '?with=99');
    expect(data.linked).toEqual({
      id: 99,
      firstName: 'Zoe',
      lastInitial: 'M',
      portraitUrl: null,
      scores: Array<number>(12).fill(0.8),
    });
  });

  it.each([
    ['no longer in the gallery', '?with=98'],
    ['not an id at all', '?with=../../account/me'],
  ])('links nobody when the person named is %s', async (_, query) => {
    const server = api();
    const data = await load(server, query);
    expect(data.linked).toBeNull();
    // The name is sent as one part of the address, never as a path of its own.
    expect(asked(server).every((path) => !path.includes('/account/'))).toBe(true);
  });

  it('still loads the person named when the gallery itself fails', async () => {
    const server = api({
      [FIRST_PAGE]: { status: 500, body: { detail: 'error' } },
      [apiPath(galleryItemPath, { id: 11 })]: { body: person(11, 'Lea') },
    });
    const data = await load(server, '?with=11');
    expect(data.gallery).toBeNull();
    expect(data.linked?.firstName).toBe('Lea');
  });
});

describe('keepComparisonWhileChoosing', () => {
  const revalidate = (from: string, to: string, defaultShouldRevalidate = true) =>
    keepComparisonWhileChoosing({
      currentUrl: new URL(from, 'http://localhost'),
      currentParams: { lang: 'de' },
      nextUrl: new URL(to, 'http://localhost'),
      nextParams: { lang: 'de' },
      defaultShouldRevalidate,
    } satisfies ShouldRevalidateFunctionArgs);

  it('loads nothing again when only the person chosen changes', () => {
    expect(revalidate('/de/compare', '/de/compare?with=11')).toBe(false);
    expect(revalidate('/de/compare?with=11', '/de/compare?with=average')).toBe(false);
  });

  it('leaves any other change to the router', () => {
    expect(revalidate('/de/compare?with=11', '/fr/compare?with=11')).toBe(true);
    expect(revalidate('/de/compare?with=11', '/de/compare?with=11')).toBe(true);
    expect(revalidate('/de/compare?with=11', '/de/compare?with=11', false)).toBe(false);
  });
});

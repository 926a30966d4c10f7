import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SURVEY_STATE, parseStoredState } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { jsonResponse } from '@/testing/groups';
import { answerSetAnswer } from '@/testing/results';
import { dequeueResult, queueResult, queuedResults } from '@/state/result-outbox';
import { sendWaitingResults } from '@/state/result-sender';
import { createOnce, newSendKey } from './create-result';

// A result is sent with the device's key, kept with the answers until the server acknowledged
// it: sent again after an answer that never came, it carries the same key, which the server
// stores once (decision 0058); other answers get another key.

const fetchMock = vi.fn<typeof fetch>();
const created = (code: string, secret: string) => ({
  ...answerSetAnswer(code, { version: '2026.1', language: 'en' }),
  secret,
});
const sentKeys = () =>
  fetchMock.mock.calls.map(
    ([, init]) => (JSON.parse(String(init?.body)) as { sendKey?: string }).sendKey,
  );

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 3: [301] } }));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('the key a result is sent with', () => {
  it('is 32 random bytes in base64url, another each time', () => {
    const keys = Array.from({ length: 20 }, newSendKey);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('stays the same when the result is sent again after its answer was lost, and goes once acknowledged', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(createOnce('en')).rejects.toBeDefined();
    const kept = getSurveyState().sending?.key;
    expect(kept).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Kept in the browser's storage too: a reload sends it again with the same key.
    expect(parseStoredState(JSON.stringify(getSurveyState())).sending?.key).toBe(kept);
    fetchMock.mockResolvedValueOnce(jsonResponse(201, created('K1b2C3d4E5f6', kept ?? '')));
    await createOnce('en');
    expect(sentKeys()).toEqual([kept, kept]);
    expect(getSurveyState()).toMatchObject({ resultCode: 'K1b2C3d4E5f6', sending: null });
  });

  it('is another one for other answers', async () => {
    updateSurvey((state) => ({ ...state, answeredQuestions: { 3: [303] } }));
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(createOnce('en')).rejects.toBeDefined();
    updateSurvey((state) => ({ ...state, answeredQuestions: { 3: [302] } }));
    fetchMock.mockResolvedValueOnce(jsonResponse(201, created('L1b2C3d4E5f6', 'x'.repeat(43))));
    await createOnce('en');
    const [first, second] = sentKeys();
    expect(first).not.toBe(second);
  });

  it('is read back from storage only when it is a key', () => {
    const stored = (sending: unknown) =>
      parseStoredState(JSON.stringify({ ...INITIAL_SURVEY_STATE, sending })).sending;
    expect(stored({ key: 'k'.repeat(43), of: '[]' })).toEqual({ key: 'k'.repeat(43), of: '[]' });
    expect(stored({ key: 'short', of: '[]' })).toBeNull();
    expect(stored({ key: 'k'.repeat(43) })).toBeNull();
    expect(stored('nonsense')).toBeNull();
  });
});

// A result waits on the device until the server acknowledges it (decision 0059): queued before
// it is sent, kept through a failed request and a reload, sent oldest first when the network is
// back; a kiosk's next visitor does not inherit the last one's result.
describe('the queue of results waiting to be sent', () => {
  beforeEach(() => {
    for (const queued of queuedResults()) dequeueResult(queued.key);
  });

  it('keeps a result that could not be sent, in storage, with its key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(createOnce('en')).rejects.toBeDefined();
    const [queued] = queuedResults();
    expect(queued?.key).toBe(getSurveyState().sending?.key);
    expect(queued?.result).toMatchObject({ answers: [301], language: 'en', sendKey: queued?.key });
    expect(JSON.parse(localStorage.getItem('values-cross:outbox') ?? '[]')).toHaveLength(1);
  });

  it('sends what waits oldest first, stops while the network is away, and forgets each once stored', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(createOnce('en')).rejects.toBeDefined();
    const first = queuedResults()[0]?.key;
    // A kiosk's reset: the next visitor answers; the first result still waits.
    updateSurvey(() => ({ ...INITIAL_SURVEY_STATE, answeredQuestions: { 3: [302] } }));
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(createOnce('en')).rejects.toBeDefined();
    expect(queuedResults()).toHaveLength(2);

    fetchMock.mockRejectedValueOnce(new TypeError('still down'));
    await sendWaitingResults();
    expect(queuedResults()).toHaveLength(2);
    expect(sentKeys().at(-1)).toBe(first);

    fetchMock
      .mockResolvedValueOnce(jsonResponse(201, created('M1b2C3d4E5f6', first ?? '')))
      .mockResolvedValueOnce(jsonResponse(201, created('N1b2C3d4E5f6', 'y'.repeat(43))));
    await sendWaitingResults();
    expect(queuedResults()).toHaveLength(0);
    // The first visitor's result joined the statistics but is not the second visitor's.
    expect(getSurveyState()).toMatchObject({ resultCode: 'N1b2C3d4E5f6', sending: null });
    expect(getSurveyState().deviceResults.map((r) => r.code)).toEqual(['N1b2C3d4E5f6']);
  });

  it('drops a result the server refuses for good and sends the next', async () => {
    queueResult({
      key: 'a'.repeat(43),
      madeAt: '2026-12-07T10:00:00.000Z',
      result: {
        answers: [999999],
        longVersionAttempted: false,
        questionnaireVersion: '2026.1',
        language: 'de',
        group: null,
        earlier: [],
        sendKey: 'a'.repeat(43),
      },
    });
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { code: 'invalid', fields: { answers: ['unknown_answer'] } }),
    );
    await sendWaitingResults();
    expect(queuedResults()).toHaveLength(0);
  });

  it('replaces a result of the same survey not sent yet when the answers change', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(createOnce('en')).rejects.toBeDefined();
    updateSurvey((state) => ({ ...state, answeredQuestions: { 3: [303] } }));
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(createOnce('en')).rejects.toBeDefined();
    expect(queuedResults().map((q) => q.result.answers)).toEqual([[303]]);
  });
});

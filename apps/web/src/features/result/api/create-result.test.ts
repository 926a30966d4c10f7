import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SURVEY_STATE, parseStoredState } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { jsonResponse } from '@/testing/groups';
import { answerSetAnswer } from '@/testing/results';
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

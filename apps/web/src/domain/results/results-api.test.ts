import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/groups';
import { ApiError } from '@/lib/api-client';
import { fetchAverage, fetchExplanation } from './results-api';

// The average and the explanation fail as every call of the API layer does: a page told "too few
// took part" must never be told so because the figures could not be loaded.

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const statistics = (results: number, scores: number[] | null) => ({
  minimumResults: 300,
  versions: [{ questionnaireVersion: '2027.1', all: { results, scores }, languages: {} }],
});

describe('the average cross', () => {
  it('is null only while too few took part', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, statistics(12, null)));
    await expect(fetchAverage('2027.1')).resolves.toBeNull();
    const scores = Array<number>(12).fill(0.4);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, statistics(412, scores)));
    await expect(fetchAverage('2027.1')).resolves.toEqual({ results: 412, scores });
  });

  it('fails, and is not "too few", when the figures cannot be loaded', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchAverage('2027.1')).rejects.toBeInstanceOf(ApiError);
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { detail: 'error' }));
    await expect(fetchAverage('2027.1')).rejects.toMatchObject({ status: 500 });
  });
});

describe('the explanation', () => {
  it('fails with the server’s code instead of answering nothing', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'not_found' }));
    await expect(fetchExplanation('abcdefghijkl', 'de', 'standard')).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});

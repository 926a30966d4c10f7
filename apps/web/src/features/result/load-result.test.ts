import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/groups';
import { loadResult } from './use-result';

function args(address: string): Parameters<typeof loadResult>[0] {
  const url = new URL(address);
  return {
    request: new Request(url),
    url,
    params: { lang: 'de' },
    context: undefined,
    pattern: '',
  };
}

describe('the result route loader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "not found" for a code the server does not know', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(404, { detail: 'not_found' }));
    await expect(loadResult(args('http://x/de/result?id=abcdefghijkl'))).resolves.toMatchObject({
      notFound: true,
    });
  });

  it('retries, never says "not found", when the answer has another shape than expected', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { code: 'abcdefghijkl' }));
    await expect(loadResult(args('http://x/de/result?id=abcdefghijkl'))).resolves.toBeNull();
  });
});

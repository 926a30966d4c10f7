// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupOf, jsonResponse } from '@/testing/groups';
import { createRenderer } from './entry-server';

describe('the server renderer', () => {
  it('answers the loaders through the transport it was given, one per renderer', async () => {
    const asked: Record<string, string[]> = { a: [], b: [] };
    const renderer = (name: 'a' | 'b', group: string) =>
      createRenderer(async (input) => {
        asked[name]?.push(String(input));
        return jsonResponse(200, groupOf({ name: group }));
      });
    const first = renderer('a', 'Klasse 3b');
    const second = renderer('b', 'Chor Alt');
    const [a, b] = await Promise.all([
      first('/de/group/Ab12Cd34Ef'),
      second('/fr/group/Ab12Cd34Ef'),
    ]);
    expect(a?.html).toContain('Klasse 3b');
    expect(b?.html).toContain('Chor Alt');
    expect(asked).toEqual({ a: ['/api/v1/groups/Ab12Cd34Ef'], b: ['/api/v1/groups/Ab12Cd34Ef'] });
  });

  afterEach(() => vi.unstubAllGlobals());

  it('sends no request of any server-rendered page around its transport', async () => {
    const aside = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', aside);
    const asked: string[] = [];
    const render = createRenderer(async (input) => {
      asked.push(String(input));
      return jsonResponse(503, { detail: 'unavailable' });
    });
    const pages = [
      '/de/result?id=abcdefghijkl',
      '/de/group/Ab12Cd34Ef',
      '/de/group/Ab12Cd34Ef/screen',
      '/de/embed?group=Ab12Cd34Ef',
      '/de/question/1',
      '/de/open-data',
      '/de/privacy',
      '/de/gallery',
      '/de/compare',
    ];
    const requests: Record<string, number> = {};
    for (const page of pages) {
      const before = asked.length;
      await render(page).catch(() => null);
      requests[page] = asked.length - before;
    }
    expect(aside).not.toHaveBeenCalled();
    // Every page asked the API something, all through the renderer's transport.
    expect(Object.entries(requests).filter(([, count]) => count === 0)).toEqual([]);
  });
});

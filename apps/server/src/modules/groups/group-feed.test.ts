import { currentQuestionnaire } from '@values-cross/content';
import { afterAll, describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

/** Reads server-sent events from a response body, one parsed `data` per event of `name`. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(name: string, timeoutMs = 5000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event === name && data) return JSON.parse(data);
        continue;
      }
      if (Date.now() > deadline) throw new Error(`no "${name}" event in ${timeoutMs} ms`);
      const timer = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`no "${name}" event in ${timeoutMs} ms`)), timeoutMs),
      );
      const chunk = await Promise.race([reader.read(), timer]);
      if (chunk.done) throw new Error('the stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
    }
  };
}

describe(`the live feed of a group (${testDialect()})`, () => {
  const test = useTestApp();
  const controllers: AbortController[] = [];
  afterAll(() => controllers.forEach((controller) => controller.abort()));

  async function open(baseUrl: string, code: string) {
    const controller = new AbortController();
    controllers.push(controller);
    const response = await fetch(`${baseUrl}/api/v1/groups/${code}/events`, {
      signal: controller.signal,
    });
    return { response, next: eventReader(response.body as ReadableStream<Uint8Array>) };
  }

  it('sends the group at once, then each change, also one made by another instance', async () => {
    const baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/groups/',
      payload: { name: 'Podium', language: 'it' },
    });
    const { code, adminSecret } = created.json() as { code: string; adminSecret: string };
    const feed = await open(baseUrl, code);
    expect(feed.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await feed.next('group')).toMatchObject({ code, members: 0, average: null });

    const answers = pickAnswers(currentQuestionnaire(), { row: 1, shortOnly: true });
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers, group: code },
    });
    expect(await feed.next('group', 1500)).toMatchObject({ members: 1 });

    // Another instance writes to the same database: the feed reads the group again by itself.
    const other = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers },
    });
    const { db } = test.testDatabase.database;
    const group = await db
      .selectFrom('groups')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('answer_sets')
      .set({ group_id: Number(group.id) })
      .where('code', '=', other.json().code as string)
      .execute();
    expect(await feed.next('group', 5000)).toMatchObject({ members: 2 });

    await test.app.inject({
      method: 'DELETE',
      url: `/api/v1/groups/${code}`,
      headers: { 'x-group-secret': adminSecret },
    });
    expect(await feed.next('deleted', 3000)).toBeNull();
  });

  it('answers 404 for an unknown group', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/v1/groups/AAAAAAAAAA/events',
    });
    expect(response.statusCode).toBe(404);
  });
});

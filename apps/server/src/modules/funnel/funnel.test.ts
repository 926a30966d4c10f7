import { currentQuestionnaire } from '@values-cross/content';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { createUser, uniqueEmail } from '../../testing/test-accounts';
import { useTestApp } from '../../testing/use-test-app';
import { testDialect } from '../../testing/test-database';
import { funnelCountsSince, utcDay } from './funnel.repository';

describe(`funnel counts (${testDialect()})`, () => {
  const test = useTestApp();

  const post = (payload: Record<string, unknown>) =>
    test.app.inject({ method: 'POST', url: '/api/v1/events', payload });
  const counts = async () => {
    const rows = await funnelCountsSince(test.testDatabase.database.db, utcDay());
    return Object.fromEntries(rows.map((row) => [`${row.event}/${row.language}`, row.count]));
  };

  it('counts client events per day and language, 204, without a cookie', async () => {
    const first = await post({ event: 'landing_visit', language: 'de' });
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    await post({ event: 'landing_visit', language: 'de' });
    await post({ event: 'long_started', language: 'fr' });
    expect(await counts()).toMatchObject({ 'landing_visit/de': 2, 'long_started/fr': 1 });
  });

  it('accepts only the closed list of client events and languages', async () => {
    expect((await post({ event: 'result_created', language: 'de' })).statusCode).toBe(400);
    expect((await post({ event: 'landing_visit', language: 'es' })).statusCode).toBe(400);
    expect((await post({ event: 'landing_visit' })).statusCode).toBe(400);
  });

  it('counts results, sign-ups, confirmations and subscriptions where they happen', async () => {
    const answers = pickAnswers(currentQuestionnaire(), { shortOnly: true });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers, language: 'it' },
    });
    expect(created.statusCode).toBe(201);
    await createUser(test, { language: 'en' });
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/user/',
      payload: { email: uniqueEmail('news'), language: 'fr' },
    });
    expect(await counts()).toMatchObject({
      'result_created/it': 1,
      'signup/en': 1,
      'confirmation/en': 1,
      'newsletter_subscription/fr': 1,
    });
  });
});

describe(`funnel events are rate-limited (${testDialect()})`, () => {
  const test = useTestApp({ RATE_LIMIT_MAX: '2' });

  it('answers 429 past the per-address limit', async () => {
    const post = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/v1/events',
        payload: { event: 'landing_visit', language: 'de' },
      });
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(204);
    expect((await post()).statusCode).toBe(429);
  });
});

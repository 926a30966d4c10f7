import { describe, expect, it } from 'vitest';
import { createUser } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';
import { purgeOnce } from './housekeeping';
import { DAY_MS, MINUTE_MS } from '@values-cross/core';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

describe(`housekeeping (${testDialect()})`, () => {
  const test = useTestApp();
  const db = () => test.testDatabase.database.db;

  it('purges expired tokens, old failed logins and old sent mails, also from several instances at once', async () => {
    const user = await createUser(test);
    await db().deleteFrom('mail_outbox').execute();
    await db().deleteFrom('account_tokens').execute();
    const token = (id: string, expiresAt: string) => ({
      id,
      family_id: `fam-${id}`,
      user_id: user.id,
      login_at: ago(40 * DAY_MS),
      created_at: ago(40 * DAY_MS),
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
    });
    await db()
      .insertInto('refresh_tokens')
      .values([token('old-token', ago(2 * DAY_MS)), token('live-token', ago(-DAY_MS))])
      .execute();
    const link = (hash: string, expiresAt: string, usedAt: string | null) => ({
      user_id: user.id,
      purpose: 'reset' as const,
      token_hash: hash,
      created_at: ago(3 * DAY_MS),
      expires_at: expiresAt,
      used_at: usedAt,
    });
    await db()
      .insertInto('account_tokens')
      .values([
        link('expired', ago(2 * DAY_MS), null),
        link('used', ago(-DAY_MS), ago(2 * DAY_MS)),
        link('open', ago(-DAY_MS), null),
      ])
      .execute();
    await db()
      .insertInto('login_failures')
      .values([
        { account_key: 'k-old', address: '10.0.0.1', created_at: ago(2 * DAY_MS) },
        { account_key: 'k-new', address: '10.0.0.1', created_at: ago(MINUTE_MS) },
      ])
      .execute();
    const mail = (sentAt: string | null) => ({
      recipient: 'x@example.ch',
      kind: 'password_reset',
      language: 'de',
      subject: 's',
      text_body: '',
      html_body: '',
      created_at: ago(40 * DAY_MS),
      next_attempt_at: ago(40 * DAY_MS),
      sent_at: sentAt,
    });
    await db()
      .insertInto('mail_outbox')
      .values([mail(ago(31 * DAY_MS)), mail(ago(DAY_MS)), mail(null)])
      .execute();

    const [first, second] = await Promise.all([purgeOnce(db()), purgeOnce(db())]);
    const total = (key: keyof NonNullable<typeof first>) =>
      (first?.[key] ?? 0) + (second?.[key] ?? 0);
    expect(total('refreshTokens')).toBe(1);
    expect(total('linkTokens')).toBe(2);
    expect(total('loginFailures')).toBe(1);
    expect(total('sentMails')).toBe(1);

    const ids = await db().selectFrom('refresh_tokens').select('id').execute();
    expect(ids.map((row) => row.id)).toContain('live-token');
    expect(ids.map((row) => row.id)).not.toContain('old-token');
    const links = await db().selectFrom('account_tokens').select('token_hash').execute();
    expect(links.map((row) => row.token_hash)).toEqual(['open']);
    const failures = await db().selectFrom('login_failures').select('account_key').execute();
    expect(failures.map((row) => row.account_key)).toEqual(['k-new']);
    expect(await db().selectFrom('mail_outbox').select('id').execute()).toHaveLength(2);
  });
});

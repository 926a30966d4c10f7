import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@values-cross/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testMailWorker, uniqueEmail } from '../../testing/test-accounts';
import { createTestApp } from '../../testing/test-app';
import { testDialect } from '../../testing/test-database';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp';
import { useTestApp } from '../../testing/use-test-app';
import { createMailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';

const SUBJECTS = {
  registration: {
    de: 'Bitte bestätige deine E-Mail-Adresse',
    fr: 'Merci de confirmer ton adresse e-mail',
    it: 'Conferma il tuo indirizzo e-mail',
    en: 'Please confirm your e-mail address',
  },
  reset: {
    de: 'Passwort zurücksetzen',
    fr: 'Réinitialiser ton mot de passe',
    it: 'Reimposta la tua password',
    en: 'Reset your password',
  },
  newsletter: {
    de: 'Bitte bestätige dein Newsletter-Abonnement',
    fr: 'Merci de confirmer ton abonnement à la newsletter',
    it: 'Conferma la tua iscrizione alla newsletter',
    en: 'Please confirm your newsletter subscription',
  },
};

describe(`mail delivery to a real SMTP server (${testDialect()})`, () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());
  // Built after the SMTP server is up and closed before it (after-hooks run in reverse).
  const test = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://wertekreuz.example' }));

  const arrivedFor = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

  it.each(LOCALES)('sends registration, reset and newsletter mails in %s', async (language) => {
    const user = await createUser(test, { language, firstName: 'Léa', confirm: false });
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/password_reset/',
      payload: { email: user.email },
    });
    await test.app.inject({
      method: 'POST',
      url: '/api/v1/user/',
      payload: { email: user.email, language },
    });
    expect(await testMailWorker(test).runOnce()).toBe(3);

    const mails = arrivedFor(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      SUBJECTS.registration[language],
      SUBJECTS.reset[language],
      SUBJECTS.newsletter[language],
    ]);
    const [registration, reset, newsletter] = mails;
    expect(registration?.text).toMatch(
      new RegExp(`https://wertekreuz\\.example/${language}/confirm\\?token=[\\w-]{43}`),
    );
    // To an address that is not confirmed, a plain first name greets (greetableName), in text
    // and markup alike; the newsletter was asked for without a name.
    for (const mail of [registration, reset]) {
      expect(mail?.text).toContain('Léa');
      expect(mail?.html).toContain('Léa');
    }
    expect(newsletter?.text).not.toContain('Léa');
    expect(registration?.html).toContain(`lang="${language}"`);
    expect(registration?.html).toMatch(
      /href="https:\/\/wertekreuz\.example\/\w\w\/confirm\?token=/,
    );
    expect(reset?.text).toMatch(new RegExp(`/${language}/passwordchange\\?token=`));
    expect(newsletter?.text).toMatch(new RegExp(`/${language}/newsletter/confirm\\?token=`));
    expect(registration?.text).not.toContain('ß');

    // The mailed link confirms the account.
    const token = /confirm\?token=([\w-]+)/.exec(registration?.text ?? '')?.[1];
    const confirmed = await test.app.inject({
      method: 'POST',
      url: '/api/v1/registration/confirm/',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('keeps mails through an SMTP outage and sends them once it is over', async () => {
    smtp.failing = true;
    const email = uniqueEmail('outage');
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/v1/user/',
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const worker = testMailWorker(test);
    expect(await worker.runOnce()).toBe(0);
    const db = test.testDatabase.database.db;
    const row = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ attempts: 1, sent_at: null, claimed_until: null });
    expect(row.last_error).toMatch(/451/);
    expect(Date.parse(row.next_attempt_at)).toBeGreaterThan(Date.now());

    smtp.failing = false;
    expect(await worker.runOnce()).toBe(0); // not due yet
    await db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect(await worker.runOnce()).toBe(1);
    expect(arrivedFor(email)).toHaveLength(1);
    const sent = await db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(sent.sent_at).not.toBeNull();
    expect(sent.text_body).toBe(''); // the link is not kept once sent
  });

  it('never sends a mail twice when several workers run at once', async () => {
    const emails = Array.from({ length: 12 }, () => uniqueEmail('race'));
    for (const email of emails) {
      await test.app.inject({ method: 'POST', url: '/api/v1/user/', payload: { email } });
    }
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const workers = [1, 2, 3].map(
      () =>
        new MailWorker(test.testDatabase.database.db, createMailTransport(test.config, log), log),
    );
    const sent = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
    for (const email of emails) expect(arrivedFor(email)).toHaveLength(1);
  });
});

describe(`mail without SMTP_URL (${testDialect()})`, () => {
  it.each([
    ['development', true],
    ['test', false],
    ['production', false],
  ] as const)(
    'writes .eml files to DATA_DIR/outbox; in %s logs their links: %s',
    async (mode, logged) => {
      const test = await createTestApp();
      try {
        await createUser(test, { confirm: false, language: 'en' });
        const lines: string[] = [];
        const log = {
          info: (...args: unknown[]) => lines.push(JSON.stringify(args)),
          warn: () => undefined,
          error: () => undefined,
        };
        const worker = new MailWorker(
          test.testDatabase.database.db,
          createMailTransport({ ...test.config, NODE_ENV: mode }, log),
          log,
        );
        expect(await worker.runOnce()).toBe(1);
        const outbox = join(test.config.DATA_DIR, 'outbox');
        const [file] = readdirSync(outbox);
        const mail = parseMail(readFileSync(join(outbox, file ?? ''), 'utf8'));
        expect(mail.subject).toBe(SUBJECTS.registration.en);
        const link = /(http:\/\/localhost:3000\/en\/confirm\?token=[\w-]+)/.exec(mail.text)?.[1];
        expect(link).toBeDefined();
        expect(lines.join('\n').includes(link ?? '-')).toBe(logged);
        expect(lines.join('\n')).toContain('mail written to the outbox');
      } finally {
        await test.close();
      }
    },
  );
});

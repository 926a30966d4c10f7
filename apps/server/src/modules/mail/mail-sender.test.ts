import { LOCALES, type Locale } from '@values-cross/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, testMailWorker } from '../../testing/test-accounts';
import { testDialect } from '../../testing/test-database';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/test-smtp';
import { useTestApp } from '../../testing/use-test-app';

const NAMES: Record<Locale, string> = {
  de: 'Wertekreuz',
  fr: 'Croix des valeurs',
  it: 'Croce dei valori',
  en: 'Values Cross',
};

/** The From header of a raw message, unfolded. */
function fromHeader(raw: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return /^From: (.*)$/im.exec(head)?.[1]?.trim();
}

describe.each([
  {
    mailFrom: undefined,
    expected: (language: Locale) => `${NAMES[language]} <no-reply@wertekreuz.ch>`,
  },
  { mailFrom: 'Kreuz Test <post@example.ch>', expected: () => 'Kreuz Test <post@example.ch>' },
])(`the sender of a mail with MAIL_FROM $mailFrom (${testDialect()})`, ({ mailFrom, expected }) => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp.close());
  const test = useTestApp(() => ({
    SMTP_URL: smtp.url,
    ...(mailFrom ? { MAIL_FROM: mailFrom } : {}),
  }));

  it('is named in the mail’s language unless MAIL_FROM is set', async () => {
    const users = [];
    for (const language of LOCALES) {
      users.push({ language, user: await createUser(test, { language, confirm: false }) });
    }
    expect(await testMailWorker(test).runOnce()).toBe(LOCALES.length);
    for (const { language, user } of users) {
      const mail = smtp.mails.find((received) => received.to.includes(user.email));
      expect(fromHeader(mail?.raw ?? '')?.replaceAll('"', ''), language).toBe(expected(language));
    }
  });
});

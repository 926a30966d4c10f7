import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { isLocale } from '@values-cross/core';
import { interfaceTexts } from '@values-cross/content/interface-texts';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/env';
import type { ClaimedMail } from './mail-outbox.repository';

/** Hands a mail to whatever delivers it; throws when it could not. */
export interface MailTransport {
  send: (mail: ClaimedMail) => Promise<void>;
  close: () => void;
}

type Log = Pick<FastifyBaseLogger, 'info'>;

/** The sender's address when MAIL_FROM is not set. */
export const DEFAULT_MAIL_ADDRESS = 'no-reply@wertekreuz.ch';

/**
 * Who a mail comes from: MAIL_FROM when set, else the default address under the product's name
 * in the mail's language (Wertekreuz, Croix des valeurs, Croce dei valori, Values Cross).
 */
export function senderOf(
  config: Pick<Config, 'MAIL_FROM'>,
  language: string,
): string | { name: string; address: string } {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const { appName } = interfaceTexts(isLocale(language) ? language : 'en', 'mail');
  return { name: appName, address: DEFAULT_MAIL_ADDRESS };
}

function linksIn(text: string, publicUrl: string): string[] {
  return text.split(/\s+/).filter((word) => word.startsWith(`${publicUrl}/`));
}

/**
 * The transport the configuration asks for: the SMTP server of SMTP_URL, else .eml files in
 * `$DATA_DIR/outbox` (the embedded default).
 */
export function createMailTransport(config: Config, log: Log): MailTransport {
  if (config.SMTP_URL) {
    const smtp = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async (mail) => {
        await smtp.sendMail({
          from: senderOf(config, mail.language),
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      },
      close: () => smtp.close(),
    };
  }
  const outbox = join(config.DATA_DIR, 'outbox');
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (mail) => {
      const { message } = await files.sendMail({
        from: senderOf(config, mail.language),
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${mail.id}-${mail.kind}.eml`;
      await writeFile(join(outbox, name), message as Buffer, { mode: 0o600 });
      // Outbox mode in development only: logging the link lets a local user confirm an account
      // or reset a password without a mail server. Anywhere else (production with
      // MAIL_LOG_ONLY=1, tests) the links are secrets and stay out of the log; with SMTP nothing
      // is logged.
      const links =
        config.NODE_ENV === 'development' ? linksIn(mail.text, config.publicUrl) : undefined;
      log.info(
        { mail: mail.id, kind: mail.kind, file: name, ...(links ? { links } : {}) },
        'mail written to the outbox',
      );
    },
    close: () => files.close(),
  };
}

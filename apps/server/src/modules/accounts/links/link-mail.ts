import { isLocale, type Locale, HOUR_MS } from '@values-cross/core';
import { enqueueMail, greetableName, type MailKind, type RenderedMail } from '../../mail';
import { AccountTokenRepository, type TokenPurpose } from './account-token.repository';
import type { Accounts } from '../accounts';
import { emailKey, type User } from '../user.repository';
import { LINK_MAILS_PER_HOUR } from '../../../config/limits';

/** The language a user's mails are written in. */
function mailLanguage(language: string): Locale {
  return isLocale(language) ? language : 'de';
}

/**
 * Whether another link mail of this kind may go to the user now. Requests beyond the limit
 * are answered as if sent, so the limit tells an attacker nothing.
 */
export async function mayMailLink(
  accounts: Accounts,
  { userId, purpose }: { userId: number; purpose: TokenPurpose },
): Promise<boolean> {
  const since = new Date(Date.now() - HOUR_MS);
  const sent = await new AccountTokenRepository(accounts.db).countSince({ userId, purpose, since });
  return sent < LINK_MAILS_PER_HOUR;
}

/** A mail template for a link with a token, in the user's language. */
type LinkMailTemplate = (input: {
  language: Locale;
  firstName: string | null;
  publicUrl: string;
  token: string;
  validMs: number;
}) => RenderedMail;

/**
 * Mails a user a new single-use link (confirmation or password reset): the new token replaces
 * the open ones of that purpose, and the mail is queued in the same transaction.
 */
export async function mailNewLink(
  accounts: Accounts,
  input: {
    user: User;
    purpose: TokenPurpose;
    validMs: number;
    kind: MailKind;
    template: LinkMailTemplate;
  },
): Promise<void> {
  const { user, purpose } = input;
  await accounts.db.transaction().execute(async (trx) => {
    const tokens = new AccountTokenRepository(trx);
    await tokens.consumeAll(user.id, purpose);
    const token = await tokens.create({ userId: user.id, purpose, validMs: input.validMs });
    const language = mailLanguage(user.language);
    const message = input.template({
      language,
      // To an address nobody has confirmed yet only a name that can carry no message goes.
      firstName: user.emailConfirmedAt ? user.firstName : greetableName(user.firstName),
      publicUrl: accounts.config.publicUrl,
      token,
      validMs: input.validMs,
    });
    await enqueueMail(trx, {
      to: user.email,
      toKey: emailKey(user.email),
      kind: input.kind,
      language,
      message,
    });
  });
}

import { HttpError } from '../../http/http-error';
import { enqueueMail } from '../mail/mail-outbox.repository';
import { registrationConfirmMail } from '../mail/templates/registration-confirm';
import { AccountTokenRepository } from './account-token.repository';
import { emailNotFound } from './account-errors';
import { mayMailLink } from './link-mail-limit';
import type { Accounts } from './accounts';
import { CONFIRMATION_VALID_MS, mailLanguage } from './registration.service';
import { UserRepository } from './user.repository';

/**
 * Sends the confirmation mail again, for a registered address that was never confirmed; the new
 * link replaces the earlier ones. Unknown addresses are answered like the password reset
 * (`email_not_found`, spec 8); confirmed ones with `already_confirmed`.
 */
export async function resendConfirmation(accounts: Accounts, email: string): Promise<void> {
  const user = await new UserRepository(accounts.db).findByEmail(email);
  if (!user) throw emailNotFound();
  if (user.emailConfirmedAt) throw new HttpError(400, 'already_confirmed');
  if (!(await mayMailLink(accounts, { userId: user.id, purpose: 'confirm' }))) return;
  await accounts.db.transaction().execute(async (trx) => {
    const tokens = new AccountTokenRepository(trx);
    await tokens.consumeAll(user.id, 'confirm');
    const token = await tokens.create({
      userId: user.id,
      purpose: 'confirm',
      validMs: CONFIRMATION_VALID_MS,
    });
    const language = mailLanguage(user.language);
    const message = registrationConfirmMail({
      language,
      firstName: user.firstName,
      publicUrl: accounts.config.publicUrl,
      token,
    });
    await enqueueMail(trx, { to: user.email, kind: 'registration_confirm', language, message });
  });
}

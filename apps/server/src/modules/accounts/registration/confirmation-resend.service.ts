import { HttpError } from '../../../http/http-error';
import { assertUnconfirmedMailQuota, registrationConfirmMail } from '../../mail';
import { emailNotFound } from '../account-errors';
import type { Accounts } from '../accounts';
import { mailNewLink, mayMailLink } from '../links/link-mail';
import { CONFIRMATION_VALID_MS } from './registration.service';

/**
 * Sends the confirmation mail again, for a registered address that was never confirmed; the new
 * link replaces the earlier ones. Unknown addresses are answered like the password reset
 * (`email_not_found`, product.md §8); confirmed ones with `already_confirmed`.
 */
export async function resendConfirmation(accounts: Accounts, email: string): Promise<void> {
  const user = await accounts.users.findByEmail(email);
  if (!user) throw emailNotFound();
  if (user.emailConfirmedAt) throw new HttpError(400, 'already_confirmed');
  if (!(await mayMailLink(accounts, { userId: user.id, purpose: 'confirm' }))) return;
  await assertUnconfirmedMailQuota(accounts.db, {
    perHour: accounts.config.UNCONFIRMED_MAILS_PER_HOUR,
    recipient: user.email,
  });
  await mailNewLink(accounts, {
    user,
    purpose: 'confirm',
    validMs: CONFIRMATION_VALID_MS,
    kind: 'registration_confirm',
    template: registrationConfirmMail,
  });
}

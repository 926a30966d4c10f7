import { HOUR_MS } from '@values-cross/core';
import { assertUnconfirmedMailQuota, passwordResetMail } from '../../mail';
import { AccountTokenRepository } from '../links/account-token.repository';
import { emailNotFound, linkProblem, passwordRefused } from '../account-errors';
import type { Accounts } from '../accounts';
import { mailNewLink, mayMailLink } from '../links/link-mail';
import { LoginFailureRepository } from '../limits/login-failure.repository';
import { passwordProblem } from '../passwords/passwords';
import { RefreshTokenRepository } from '../tokens/refresh-token.repository';
import { UserRepository } from '../user.repository';

/** How long a password-reset link works. */
export const RESET_VALID_MS = HOUR_MS;

/**
 * Sends a password-reset mail (product.md §7 password_reset/); an unknown address is answered
 * `email_not_found`, as product.md §8 asks. A new link replaces the previous ones. To an address that
 * was never confirmed it is a mail to an unconfirmed address: it passes the recipient's limits
 * and the hourly cap of all such mails (after the client's share, checked by the route).
 */
export async function requestPasswordReset(accounts: Accounts, email: string): Promise<void> {
  const user = await accounts.users.findByEmail(email);
  if (!user) throw emailNotFound();
  if (!(await mayMailLink(accounts, { userId: user.id, purpose: 'reset' }))) return;
  const unconfirmed = !user.emailConfirmedAt;
  if (unconfirmed) {
    await assertUnconfirmedMailQuota(accounts.db, {
      perHour: accounts.config.UNCONFIRMED_MAILS_PER_HOUR,
      recipient: user.email,
    });
  }
  await mailNewLink(accounts, {
    user,
    purpose: 'reset',
    validMs: RESET_VALID_MS,
    kind: unconfirmed ? 'password_reset_unconfirmed' : 'password_reset',
    template: passwordResetMail,
  });
}

/**
 * Sets a new password with the token of a reset mail (product.md §7 password_reset/confirm/): single
 * use, one hour. Ends every login of the user; the mailed link also proves the address, so an
 * unconfirmed address counts as confirmed from now on.
 */
export async function confirmPasswordReset(
  accounts: Accounts,
  input: { token: string; password: string },
): Promise<void> {
  const found = await new AccountTokenRepository(accounts.db).find(input.token, 'reset');
  if (!found || found.used) throw linkProblem('token_invalid');
  if (found.expired) throw linkProblem('token_expired');
  const user = await accounts.users.findById(found.userId);
  if (!user) throw linkProblem('token_invalid');
  const problem = passwordProblem({ ...user, password: input.password });
  if (problem) throw passwordRefused('password', problem);
  const passwordHash = await accounts.hasher.hash(input.password);
  await accounts.db.transaction().execute(async (trx) => {
    if (!(await new AccountTokenRepository(trx).consume(found.id))) {
      throw linkProblem('token_invalid');
    }
    await new UserRepository(trx).update(user.id, {
      passwordHash,
      ...(user.emailConfirmedAt ? {} : { emailConfirmedAt: new Date().toISOString() }),
    });
    await new RefreshTokenRepository(trx).revokeAllOfUser(user.id);
    await new LoginFailureRepository(trx).clearAccount(accounts.loginFailureKey(user.email));
  });
}

import { AccountTokenRepository, type TokenPurpose } from './account-token.repository';
import type { Accounts } from './accounts';

/** At most this many confirmation or reset mails per account and hour: no inbox flooding. */
export const LINK_MAILS_PER_HOUR = 3;

/**
 * Whether another link mail of this kind may go to the user now. Requests beyond the limit
 * are answered as if sent, so the limit tells an attacker nothing.
 */
export async function mayMailLink(
  accounts: Accounts,
  { userId, purpose }: { userId: number; purpose: TokenPurpose },
): Promise<boolean> {
  const since = new Date(Date.now() - 60 * 60_000);
  const sent = await new AccountTokenRepository(accounts.db).countSince({ userId, purpose, since });
  return sent < LINK_MAILS_PER_HOUR;
}

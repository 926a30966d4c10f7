import { DAY_MS } from '@values-cross/core';
import type { RegistrationBody } from '@values-cross/contract';
import { isUniqueViolation } from '../../../db/database-errors';
import { bearerSecretMatches } from '../../../http/bearer-secret';
import { invalid } from '../../../http/http-error';
import { AnswerSetRepository } from '../../answer-sets';
import { countFunnelEvent } from '../../funnel';
import {
  assertUnconfirmedMailQuota,
  enqueueMail,
  greetableName,
  registrationConfirmMail,
} from '../../mail';
import { AccountTokenRepository } from '../links/account-token.repository';
import { emailExists, linkProblem, passwordRefused } from '../account-errors';
import type { Accounts } from '../accounts';
import { passwordProblem } from '../passwords/passwords';
import { emailKey, UserRepository } from '../user.repository';

/** How long the link of a confirmation mail works. */
export const CONFIRMATION_VALID_MS = 7 * DAY_MS;

/**
 * Registers a user (product.md §3 Registration): checks the password, refuses a known e-mail address,
 * notes the given result for the account when the request holds its secret, and queues the
 * confirmation mail, all in one transaction. Returns the new user's id.
 */
export async function register(accounts: Accounts, input: RegistrationBody): Promise<number> {
  const problem = passwordProblem(input);
  if (problem) throw passwordRefused('password', problem);
  const users = accounts.users;
  if (await users.findByEmail(input.email)) throw emailExists();
  // The client's share was checked with the request (limits/probe-limits); then the recipient's
  // and everyone's.
  await assertUnconfirmedMailQuota(accounts.db, {
    perHour: accounts.config.UNCONFIRMED_MAILS_PER_HOUR,
    recipient: input.email,
  });
  const passwordHash = await accounts.hasher.hash(input.password);
  try {
    return await accounts.db.transaction().execute(async (trx) => {
      const inTransaction = new UserRepository(trx);
      const id = await inTransaction.insert({ ...input, passwordHash });
      if (input.swissCross) {
        const claimed = await new AnswerSetRepository(trx).findByCode(input.swissCross);
        if (!claimed) throw invalid({ swissCross: ['unknown_result'] });
        // Only the result's secret proves it is the visitor's own; a code alone (a shared link)
        // claims nothing, and a result an account owns claims nothing either, with the same
        // answer: the sign-up tells nobody whether a result has an owner. The claim takes effect
        // when the address is confirmed.
        if (
          claimed.ownerId === null &&
          bearerSecretMatches(claimed.secretHash, input.swissCrossSecret)
        ) {
          await inTransaction.update(id, { pendingSwissCross: claimed.code });
        }
      }
      const earlier = await provenEarlierResults(new AnswerSetRepository(trx), input);
      if (earlier.length > 0) await inTransaction.update(id, { pendingResults: earlier });
      const token = await new AccountTokenRepository(trx).create({
        userId: id,
        purpose: 'confirm',
        validMs: CONFIRMATION_VALID_MS,
      });
      const message = registrationConfirmMail({
        language: input.language,
        // The address is not confirmed: only a name that can carry no message greets.
        firstName: greetableName(input.firstName),
        publicUrl: accounts.config.publicUrl,
        token,
        validMs: CONFIRMATION_VALID_MS,
      });
      await enqueueMail(trx, {
        to: input.email,
        toKey: emailKey(input.email),
        kind: 'registration_confirm',
        language: input.language,
        message,
      });
      await countFunnelEvent(trx, { event: 'signup', language: input.language });
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailExists();
    throw error;
  }
}

/** Confirms a user's e-mail address with the token of the confirmation mail (single use). */
export async function confirmRegistration(accounts: Accounts, token: string): Promise<void> {
  const tokens = new AccountTokenRepository(accounts.db);
  const found = await tokens.find(token, 'confirm');
  if (!found || found.used) throw linkProblem('token_invalid');
  if (found.expired) throw linkProblem('token_expired');
  await accounts.db.transaction().execute(async (trx) => {
    if (!(await new AccountTokenRepository(trx).consume(found.id))) {
      throw linkProblem('token_invalid');
    }
    const users = new UserRepository(trx);
    await users.update(found.userId, { emailConfirmedAt: new Date().toISOString() });
    const user = await users.findById(found.userId);
    if (user && user.pendingResults.length > 0) {
      // The earlier results proved the sign-up's own join the account's history now.
      await users.claimResults(user.id, user.pendingResults);
      await users.update(user.id, { pendingResults: [] });
    }
    if (user?.pendingSwissCross) {
      // The result proved the sign-up's own becomes the cross now, unless it was claimed since.
      await users.claimCross(user.id, user.pendingSwissCross);
      await users.update(user.id, { pendingSwissCross: null });
    }
    await countFunnelEvent(trx, { event: 'confirmation', language: user?.language });
  });
}

/**
 * The codes of the earlier results a sign-up sent whose secret is right and that nobody owns:
 * only a result's secret proves it is the visitor's own; a wrong one claims nothing, silently.
 */
async function provenEarlierResults(
  answerSets: AnswerSetRepository,
  input: RegistrationBody,
): Promise<string[]> {
  const proven: string[] = [];
  for (const { code, secret } of input.earlierResults ?? []) {
    if (code === input.swissCross || proven.includes(code)) continue;
    const found = await answerSets.findByCode(code);
    if (found && found.ownerId === null && bearerSecretMatches(found.secretHash, secret)) {
      proven.push(code);
    }
  }
  return proven;
}

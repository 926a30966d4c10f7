import { emailKey, UserRepository } from '../accounts';
import { PERSONAL_DATA, type ErasureCounts, type PersonalDataStore } from './personal-data';
import { PersonalDataRepository } from './personal-data.repository';

/** What deleting a person removed, row counts per kind of data. */
export interface DeletionReport extends ErasureCounts {
  userId: number | null;
}

/**
 * Deletes a person and all their data by e-mail address (the operator's answer to a deletion
 * request; product.md §6: not self-service), running every entry of the personal-data registry in one
 * transaction: the account, portrait, logins, tokens, failed logins, queued mails and newsletter
 * subscription. Their results are detached, not deleted: an anonymous result (scores, no owner)
 * stays readable under its shared code and in the statistics (docs/decisions/0004). Null when
 * nothing is stored under that address.
 */
export async function deleteUserByEmail(
  { db, loginFailureKey }: PersonalDataStore,
  email: string,
): Promise<DeletionReport | null> {
  const key = emailKey(email);
  const report = await db.transaction().execute(async (trx) => {
    const user = (await new UserRepository(trx).findByEmail(email)) ?? null;
    const subject = { user, emailKey: key, loginFailureKey: loginFailureKey(email) };
    const data = new PersonalDataRepository(trx);
    const removed: DeletionReport = {
      userId: user?.id ?? null,
      answerSetsDetached: 0,
      resultAbout: 0,
      resultPictures: 0,
      portraitImages: 0,
      refreshTokens: 0,
      linkTokens: 0,
      loginFailures: 0,
      mails: 0,
      newsletterSubscriptions: 0,
      groups: 0,
    };
    for (const entry of PERSONAL_DATA) Object.assign(removed, await entry.erase(data, subject));
    return removed;
  });
  const total = Object.entries(report).reduce(
    (sum, [name, value]) => (name === 'userId' ? sum : sum + Number(value)),
    0,
  );
  return report.userId === null && total === 0 ? null : report;
}

import { emailKey, UserRepository } from '../accounts';
import {
  PERSONAL_DATA,
  type DataSubject,
  type ExportSections,
  type PersonalDataStore,
} from './personal-data';
import { PersonalDataRepository } from './personal-data.repository';

/**
 * Everything stored about a user (the right of access under the Swiss FADP and the GDPR), read
 * through the personal-data registry: profile, consents, results, portrait, newsletter status,
 * logins and mails. Undefined when the user does not exist. The password appears only as the
 * fact that a hash is stored.
 */
export async function exportAccount({ db, loginFailureKey }: PersonalDataStore, userId: number) {
  const user = await new UserRepository(db).findById(userId);
  if (!user) return undefined;
  const subject: DataSubject = {
    user,
    emailKey: emailKey(user.email),
    loginFailureKey: loginFailureKey(user.email),
  };
  const data = new PersonalDataRepository(db);
  const sections: Partial<ExportSections> = {};
  for (const entry of PERSONAL_DATA) {
    if (typeof entry.export === 'function')
      Object.assign(sections, await entry.export(data, subject));
  }
  return {
    exportedAt: new Date().toISOString(),
    profile: sections.profile,
    consents: {
      allowedInGallery: sections.consents?.allowedInGallery ?? false,
      newsletter: Boolean(sections.newsletter?.confirmedAt),
    },
    swissCross: sections.swissCross ?? null,
    answerSets: sections.answerSets ?? [],
    about: sections.about ?? [],
    portrait: sections.portrait ?? null,
    newsletter: sections.newsletter ?? null,
    logins: sections.logins ?? [],
    mails: sections.mails ?? [],
    groups: sections.groups ?? [],
  };
}

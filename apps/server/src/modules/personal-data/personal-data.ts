import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { User } from '../accounts';
import type { StoredAnswerSet } from '../answer-sets';
import type { PersonalDataRepository } from './personal-data.repository';

/**
 * What reading or erasing a person's data needs: the database, and the key their failed logins
 * are counted under (Accounts.loginFailureKey).
 */
export interface PersonalDataStore {
  db: Kysely<DatabaseSchema>;
  loginFailureKey: (email: string) => string;
}

/** Whom a registry entry reads or erases: their account (if any) and their address's keys. */
export interface DataSubject {
  /** The account, or null for someone known only by address (e.g. a newsletter subscriber). */
  user: User | null;
  /** The address as it is unique by (see emailKey). */
  emailKey: string;
  /** The keyed hash failed logins are counted under. */
  loginFailureKey: string;
}

/** The parts of a data export; each registry entry fills its own. */
export interface ExportSections {
  profile: Record<string, unknown>;
  consents: { allowedInGallery: boolean };
  swissCross: string | null;
  answerSets: Omit<StoredAnswerSet, 'secretHash'>[];
  /** What the person told about themselves for each result (canton, age band, region). */
  about: Record<string, unknown>[];
  portrait: { sizes: number[]; dataUrl: string } | null;
  newsletter: Record<string, unknown> | null;
  logins: Record<string, unknown>[];
  mails: Record<string, unknown>[];
  groups: Record<string, unknown>[];
}

/** What an erasure removed, rows per kind of data. */
export interface ErasureCounts {
  /** Results kept as anonymous results: the owner is removed, the scores stay. */
  answerSetsDetached: number;
  /** What the person told about themselves for their results: deleted, not kept anonymously. */
  resultAbout: number;
  /** Pictures of those results (drawn with their old code). */
  resultPictures: number;
  portraitImages: number;
  refreshTokens: number;
  linkTokens: number;
  loginFailures: number;
  mails: number;
  newsletterSubscriptions: number;
  /** Groups the person created: deleted, their members' results stay. */
  groups: number;
}

/** One table that holds data about a person: what it holds, how to export and erase it. */
export interface PersonalDataEntry {
  table: keyof DatabaseSchema;
  holds: string;
  /** Its part of the export, or why the table is left out of it. */
  export:
    | ((data: PersonalDataRepository, subject: DataSubject) => Promise<Partial<ExportSections>>)
    | { notExported: string };
  /** Erases the person's rows (or detaches them) and says how many. */
  erase: (data: PersonalDataRepository, subject: DataSubject) => Promise<Partial<ErasureCounts>>;
}

/** Runs `work` for a subject with an account; nothing to do without one. */
function withUser<T extends object>(
  subject: DataSubject,
  work: (user: User) => Promise<T>,
): Promise<Partial<T>> {
  return subject.user ? work(subject.user) : Promise.resolve({});
}

const answerSets: PersonalDataEntry = {
  table: 'answer_sets',
  holds: 'the results a user saved (owner_id)',
  export: (data, subject) =>
    withUser(subject, async (user) => ({ answerSets: await data.ownedAnswerSets(user.id) })),
  erase: (data, subject) =>
    withUser(subject, async (user) => ({
      answerSetsDetached: await data.detachAnswerSets(user.id),
    })),
};

const resultAbout: PersonalDataEntry = {
  table: 'result_about',
  holds:
    'what a user told about themselves for their results: canton, age band, language region, consent',
  export: (data, subject) =>
    withUser(subject, async (user) => ({ about: await data.ownedAbout(user.id) })),
  // Before the results are detached: with it, an anonymous result would tell more than its scores.
  erase: (data, subject) =>
    withUser(subject, async (user) => ({ resultAbout: await data.deleteOwnedAbout(user.id) })),
};

const resultPictures: PersonalDataEntry = {
  table: 'result_pictures',
  holds: 'the pictures of the results a user saved, drawn with their code',
  export: { notExported: 'drawn from the exported results, which the export holds' },
  // Before the results get new codes: a picture shows the old one.
  erase: (data, subject) =>
    withUser(subject, async (user) => ({
      resultPictures: await data.deleteResultPictures(user.id),
    })),
};

const portraitImages: PersonalDataEntry = {
  table: 'portrait_images',
  holds: 'the portrait, in every stored size',
  export: (data, subject) =>
    withUser(subject, async (user) => {
      const portraits = await data.portraits(user.id);
      const largest = portraits[0];
      const dataUrl =
        largest &&
        `data:${largest.content_type};base64,${Buffer.from(largest.data).toString('base64')}`;
      return {
        portrait: dataUrl ? { sizes: portraits.map((p) => p.size), dataUrl } : null,
      };
    }),
  erase: (data, subject) =>
    withUser(subject, async (user) => ({
      portraitImages: await data.deletePortraits(user.id),
    })),
};

const refreshTokens: PersonalDataEntry = {
  table: 'refresh_tokens',
  holds: 'the logins (sessions): when each started, was renewed and ends',
  export: (data, subject) =>
    withUser(subject, async (user) => ({
      logins: (await data.refreshTokens(user.id)).map((row) => ({
        login: row.family_id.slice(0, 6),
        startedAt: row.login_at,
        issuedAt: row.created_at,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
        revokedAt: row.revoked_at,
      })),
    })),
  erase: (data, subject) =>
    withUser(subject, async (user) => ({
      refreshTokens: await data.deleteRefreshTokens(user.id),
    })),
};

const accountTokens: PersonalDataEntry = {
  table: 'account_tokens',
  holds: 'hashes of the single-use links mailed to the user (confirmation, password reset)',
  export: { notExported: 'hashes of short-lived secrets; the mails themselves are exported' },
  erase: (data, subject) =>
    withUser(subject, async (user) => ({ linkTokens: await data.deleteLinkTokens(user.id) })),
};

const loginFailures: PersonalDataEntry = {
  table: 'login_failures',
  holds:
    'failed logins under a keyed hash of the address (and of a trusted browser), with the client address, for 24 hours',
  export: { notExported: 'a security counter that is purged after 24 hours' },
  erase: async (data, subject) => ({
    loginFailures: await data.deleteLoginFailures(subject.loginFailureKey),
  }),
};

const mailOutbox: PersonalDataEntry = {
  table: 'mail_outbox',
  holds: 'mails queued for or sent to the address (bodies are dropped once sent)',
  export: async (data, subject) => ({
    mails: (await data.mailsTo(subject.emailKey)).map((row) => ({
      kind: row.kind,
      language: row.language,
      subject: row.subject,
      queuedAt: row.created_at,
      sentAt: row.sent_at,
    })),
  }),
  erase: async (data, subject) => ({ mails: await data.deleteMailsTo(subject.emailKey) }),
};

const newsletterSubscriptions: PersonalDataEntry = {
  table: 'newsletter_subscriptions',
  holds: 'the newsletter subscription: address, names, language, consent',
  export: async (data, subject) => {
    const row = await data.newsletterSubscription(subject.emailKey);
    return {
      newsletter: row
        ? {
            email: row.email,
            firstName: row.first_name,
            lastName: row.last_name,
            language: row.language,
            subscribedAt: row.created_at,
            confirmedAt: row.confirmed_at,
          }
        : null,
    };
  },
  erase: async (data, subject) => ({
    newsletterSubscriptions: await data.deleteNewsletterSubscription(subject.emailKey),
  }),
};

const users: PersonalDataEntry = {
  table: 'users',
  holds: 'the account: address, names, language, password hash, gallery consent, cross',
  export: (_data, subject) =>
    withUser(subject, (user) =>
      Promise.resolve({
        profile: {
          id: user.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          language: user.language,
          emailConfirmedAt: user.emailConfirmedAt,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
          passwordStored: 'as an argon2id hash only',
          // A result the sign-up proved its own, until the address is confirmed.
          resultToClaimOnConfirmation: user.pendingSwissCross,
          resultsToClaimOnConfirmation: user.pendingResults,
        },
        consents: { allowedInGallery: user.allowedInGallery },
        swissCross: user.swissCross,
      }),
    ),
  erase: (data, subject) =>
    withUser(subject, async (user) => {
      await data.deleteUser(user.id);
      return {};
    }),
};

const groups: PersonalDataEntry = {
  table: 'groups',
  holds: 'the groups a user created while logged in (creator_id), with their names',
  export: (data, subject) =>
    withUser(subject, async (user) => ({ groups: await data.createdGroups(user.id) })),
  erase: (data, subject) =>
    withUser(subject, async (user) => ({ groups: await data.deleteCreatedGroups(user.id) })),
};

/**
 * Every table that holds data about a person. The data export and the deletion of a person both
 * run over this list, and a test fails when a table with a person's id or address is missing.
 * Erased in this order: the account goes last, after the rows that point at it.
 */
export const PERSONAL_DATA: readonly PersonalDataEntry[] = [
  resultPictures,
  resultAbout,
  answerSets,
  groups,
  portraitImages,
  refreshTokens,
  accountTokens,
  loginFailures,
  mailOutbox,
  newsletterSubscriptions,
  users,
];

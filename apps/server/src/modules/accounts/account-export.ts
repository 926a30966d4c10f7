import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { AnswerSetRepository } from '../answer-sets/answer-set.repository';
import { emailKey, UserRepository } from './user.repository';

/**
 * Everything stored about a user (the right of access under the Swiss FADP and the GDPR):
 * profile, consents, results, portrait, newsletter status, logins and mails. Undefined when the
 * user does not exist. The password appears only as the fact that a hash is stored.
 */
export async function exportAccount(db: Kysely<DatabaseSchema>, userId: number) {
  const user = await new UserRepository(db).findById(userId);
  if (!user) return undefined;
  const key = emailKey(user.email);
  const codes = await db
    .selectFrom('answer_sets')
    .select('code')
    .where('owner_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const answerSetRepository = new AnswerSetRepository(db);
  const answerSets = await Promise.all(
    codes.map(({ code }) => answerSetRepository.findByCode(code)),
  );
  const newsletter = await db
    .selectFrom('newsletter_subscriptions')
    .select(['email', 'first_name', 'last_name', 'language', 'confirmed_at', 'created_at'])
    .where('email_key', '=', key)
    .executeTakeFirst();
  const portraits = await db
    .selectFrom('portrait_images')
    .select(['size', 'content_type', 'data'])
    .where('user_id', '=', userId)
    .orderBy('size', 'desc')
    .execute();
  const logins = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'login_at', 'created_at', 'expires_at', 'used_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['kind', 'language', 'subject', 'created_at', 'sent_at'])
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', key))
    .orderBy('created_at')
    .execute();
  const largest = portraits[0];
  return {
    exportedAt: new Date().toISOString(),
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
    },
    consents: {
      allowedInGallery: user.allowedInGallery,
      newsletter: Boolean(newsletter?.confirmed_at),
    },
    swissCross: user.swissCross,
    answerSets: answerSets.filter((set) => set !== undefined),
    portrait: largest
      ? {
          sizes: portraits.map((p) => p.size),
          dataUrl: `data:${largest.content_type};base64,${Buffer.from(largest.data).toString('base64')}`,
        }
      : null,
    newsletter: newsletter
      ? {
          email: newsletter.email,
          firstName: newsletter.first_name,
          lastName: newsletter.last_name,
          language: newsletter.language,
          subscribedAt: newsletter.created_at,
          confirmedAt: newsletter.confirmed_at,
        }
      : null,
    logins: logins.map((row) => ({
      login: row.family_id.slice(0, 6),
      startedAt: row.login_at,
      issuedAt: row.created_at,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
      revokedAt: row.revoked_at,
    })),
    mails: mails.map((row) => ({
      kind: row.kind,
      language: row.language,
      subject: row.subject,
      queuedAt: row.created_at,
      sentAt: row.sent_at,
    })),
  };
}

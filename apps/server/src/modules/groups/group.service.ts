import {
  GROUP_CODE_PATTERN,
  type CreatedGroup,
  type Group,
  type GroupMembers,
} from '@values-cross/contract';
import { compareVersions } from '@values-cross/content';
import {
  groupCross,
  isLocale,
  scoreByKey,
  VALUE_DIMENSIONS,
  type Locale,
} from '@values-cross/core';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/database-errors';
import type { DatabaseSchema } from '../../db/schema';
import { bearerSecretMatches, hashBearerSecret, newBearerSecret } from '../../http/bearer-secret';
import { forbidden, HttpError, invalid, notFound } from '../../http/http-error';
import { randomCode, type AnswerSetService, type ResultProof } from '../answer-sets';
import { emailKey, UserRepository } from '../accounts';
import { assertUnconfirmedMailQuota, enqueueMail, groupAdminMail, type MailClient } from '../mail';
import { adminList, memberId } from './group-members';
import { OPEN_JOINS, type JoinGate } from './join-limits';
import type { QuestionnaireCatalog } from '../questionnaire';
import { GroupRepository, type GroupMemberResult, type StoredGroup } from './group.repository';

/** Length of a group code: 10 base-62 characters, about 59 bits. */
const GROUP_CODE_LENGTH = 10;

/** The page of a group, where its link leads (the admin secret rides in the fragment). */
export function groupPagePath(language: Locale, code: string): string {
  return `/${language}/group/${code}`;
}

/**
 * Groups: created without an account, joined with a result, shown as an average cross from
 * GROUP_MINIMUM_MEMBERS members on. Rights are proven by secrets: the group's admin secret to
 * close or delete it, a result's secret to add it to a group or take it out.
 */
export class GroupService {
  private readonly groups: GroupRepository;

  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly answerSets: AnswerSetService,
    private readonly catalog: QuestionnaireCatalog,
    private readonly settings: { publicUrl: string; unconfirmedMailsPerHour: number },
    /** Told after every change of a group's members or state (the live feed listens). */
    private readonly changed: (code: string) => void = () => undefined,
  ) {
    this.groups = new GroupRepository(db);
  }

  /**
   * Creates a group; the admin secret is in the answer only, and in a mail to `email` when the
   * client's share of mails to unconfirmed addresses, the recipient's and everyone's allow it
   * (`mailed` says whether it went). A refused mail never costs the group: its page shows the link.
   */
  async create(input: {
    name: string;
    language: Locale;
    email?: string | undefined;
    creatorId: number | null;
    client: MailClient;
  }): Promise<CreatedGroup> {
    const { publicUrl } = this.settings;
    const email =
      input.email && (await this.mayMail(input.email, input.client)) ? input.email : null;
    const namedInMail = email ? await this.isOwnConfirmedAddress({ ...input, email }) : false;
    const adminSecret = newBearerSecret();
    for (let attempt = 1; ; attempt += 1) {
      const code = randomCode(GROUP_CODE_LENGTH);
      try {
        await this.db.transaction().execute(async (trx) => {
          await new GroupRepository(trx).insert({
            code,
            name: input.name,
            language: input.language,
            adminSecretHash: hashBearerSecret(adminSecret),
            creatorId: input.creatorId,
            createdAt: new Date().toISOString(),
          });
          if (email) {
            const adminUrl = `${publicUrl}${groupPagePath(input.language, code)}#admin=${adminSecret}`;
            await enqueueMail(trx, {
              to: email,
              toKey: emailKey(email),
              kind: 'group_admin',
              language: input.language,
              message: groupAdminMail({
                language: input.language,
                groupName: namedInMail ? input.name : null,
                adminUrl,
              }),
            });
          }
        });
        if (email) await input.client.mailed();
        const joinUrl = `${publicUrl}${groupPagePath(input.language, code)}`;
        return { code, name: input.name, adminSecret, joinUrl, mailed: Boolean(email) };
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  }

  /** Whether the admin link may go to `email` now: false once a mail limit says no (429). */
  private async mayMail(email: string, client: MailClient): Promise<boolean> {
    try {
      await client.assertMayMail();
      await assertUnconfirmedMailQuota(this.db, {
        perHour: this.settings.unconfirmedMailsPerHour,
        recipient: email,
      });
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) return false;
      throw error;
    }
  }

  /** The group as everyone sees it, or undefined when there is no such group. */
  async view(code: string): Promise<Group | undefined> {
    const group = await this.find(code);
    return group && this.present(group);
  }

  /** The id of the group a new result may join: 400 when it is unknown or closed. */
  async joinableGroupId(code: string): Promise<number> {
    const group = await this.find(code);
    if (!group) throw invalid({ group: ['unknown_group'] });
    if (group.closed) throw invalid({ group: ['group_closed'] });
    return group.id;
  }

  /** Opens or closes the group to new members (admin secret). */
  async setClosed(code: string, secret: string | undefined, closed: boolean): Promise<Group> {
    const group = await this.asAdmin(code, secret);
    await this.groups.setClosed(group.id, closed);
    this.changed(code);
    return this.present({ ...group, closed });
  }

  /** Deletes the group (admin secret); its members' results stay. */
  async delete(code: string, secret: string | undefined): Promise<void> {
    const group = await this.asAdmin(code, secret);
    await this.db.transaction().execute((trx) => new GroupRepository(trx).delete(group.id));
    this.changed(code);
  }

  /**
   * Adds an existing result to the group (its secret, or its owner's login); nothing if it is in
   * already.
   * A join passes the client's join limits (`joins`, 429 beyond) and counts for it.
   */
  async addMember(
    code: string,
    resultCode: string,
    proof: ResultProof,
    joins: JoinGate = OPEN_JOINS,
  ): Promise<void> {
    const group = await this.find(code);
    if (!group) throw notFound();
    await this.asResultHolder(resultCode, proof);
    const current = await this.groups.groupOf(resultCode);
    if (current === group.id) return;
    if (group.closed) throw invalid({ group: ['group_closed'] });
    if (current !== null) throw new HttpError(409, 'conflict', { group: ['in_other_group'] });
    await joins.assertMayJoin();
    if (!(await this.groups.setGroupOf(resultCode, group.id, null))) {
      throw new HttpError(409, 'conflict', { group: ['in_other_group'] });
    }
    await joins.joined();
    this.changed(code);
  }

  /** Takes a result out of the group (its secret or its owner's login); nothing if not in it. */
  async removeMember(code: string, resultCode: string, proof: ResultProof): Promise<void> {
    const group = await this.find(code);
    if (!group) throw notFound();
    await this.asResultHolder(resultCode, proof);
    if (await this.groups.setGroupOf(resultCode, null, group.id)) this.changed(code);
  }

  /** The members as the group's admin sees them (admin secret): ids and when, nothing else. */
  async membersForAdmin(code: string, secret: string | undefined): Promise<GroupMembers> {
    const group = await this.asAdmin(code, secret);
    return adminList(group, await this.groups.members(group.id));
  }

  /**
   * Takes a member out of the group (admin secret): only the membership goes, the result stays
   * its holder's; nothing when no member has this id (any more).
   */
  async removeMemberAsAdmin(code: string, secret: string | undefined, id: string): Promise<void> {
    const group = await this.asAdmin(code, secret);
    const members = await this.groups.members(group.id);
    const found = members.find((member) => memberId(group, member) === id);
    if (found && (await this.groups.setGroupOf(found.code, null, group.id))) this.changed(code);
  }

  /** Whether `secret` is the group's admin secret (false for an unknown group). */
  async holdsAdminSecret(code: string, secret: string | undefined): Promise<boolean> {
    if (!secret) return false;
    const group = await this.find(code);
    return Boolean(group && bearerSecretMatches(group.adminSecretHash, secret));
  }

  /** Whether the admin link goes to the logged-in creator's own confirmed address. */
  private async isOwnConfirmedAddress(input: {
    email?: string | undefined;
    creatorId: number | null;
  }): Promise<boolean> {
    if (!input.email || input.creatorId === null) return false;
    const creator = await new UserRepository(this.db).findById(input.creatorId);
    return (
      Boolean(creator?.emailConfirmedAt) && emailKey(creator?.email ?? '') === emailKey(input.email)
    );
  }

  private async find(code: string): Promise<StoredGroup | undefined> {
    return GROUP_CODE_PATTERN.test(code) ? this.groups.findByCode(code) : undefined;
  }

  private async asAdmin(code: string, secret: string | undefined): Promise<StoredGroup> {
    const group = await this.find(code);
    if (!group) throw notFound();
    if (!bearerSecretMatches(group.adminSecretHash, secret)) throw forbidden();
    return group;
  }

  private async asResultHolder(resultCode: string, proof: ResultProof): Promise<void> {
    if (!(await this.answerSets.holds(resultCode, proof))) throw forbidden();
  }

  private async present(group: StoredGroup): Promise<Group> {
    const members = await this.groups.memberScores(group.id);
    // Which questionnaire versions the members answered, told only with the group's cross.
    const answered = [...new Set(members.map((member) => member.version))].sort(compareVersions);
    const { average, spread } = groupCross(await this.onOneKey(members, answered));
    return {
      code: group.code,
      name: group.name,
      language: isLocale(group.language) ? group.language : 'de',
      members: members.length,
      closed: group.closed,
      average: average as Group['average'],
      spread: spread as Group['spread'],
      versions: average ? answered : [],
    };
  }

  /**
   * The members' eight values on one basis (decision 0050): as stored when all answered one
   * version; else every result scored by the newest version's key (core scoreByKey), so that
   * the same answers count the same whichever version a member answered.
   */
  private async onOneKey(members: GroupMemberResult[], versions: string[]): Promise<number[][]> {
    const newest = versions.at(-1);
    if (versions.length < 2 || newest === undefined) return members.map((m) => m.scores);
    const key = (await this.catalog.get(newest))?.questionnaire.questions;
    const questions = new Map(
      await Promise.all(
        versions.map(
          async (version) =>
            [version, (await this.catalog.get(version))?.questionnaire.questions] as const,
        ),
      ),
    );
    return members.map((member) => {
      const own = questions.get(member.version);
      if (!key || !own) return member.scores;
      const scores = scoreByKey(key, { ...member, questions: own });
      return VALUE_DIMENSIONS.map(({ index }) => scores[index] ?? 0.5);
    });
  }
}

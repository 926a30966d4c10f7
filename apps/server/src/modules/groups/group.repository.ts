import type { Kysely } from 'kysely';
import { VALUE_SCORE_NAMES } from '@values-cross/core';
import type { DatabaseSchema } from '../../db/schema';

/** A stored group (ids and flags normalised). */
export interface StoredGroup {
  id: number;
  code: string;
  name: string;
  language: string;
  adminSecretHash: string;
  closed: boolean;
  creatorId: number | null;
  createdAt: string;
}

/** A member's result as the group's cross needs it. */
export interface GroupMemberResult {
  /** The eight value scores as stored. */
  scores: number[];
  version: string;
  longVersionAttempted: boolean;
  answerIds: number[];
}

const VALUE_SCORE_COLUMNS = VALUE_SCORE_NAMES;

/** Groups and their members in the database; pass a transaction to take part in it. */
export class GroupRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Stores a new group. */
  async insert(group: Omit<StoredGroup, 'id' | 'closed'>): Promise<void> {
    await this.db
      .insertInto('groups')
      .values({
        code: group.code,
        name: group.name,
        language: group.language,
        admin_secret_hash: group.adminSecretHash,
        closed: 0,
        creator_id: group.creatorId,
        created_at: group.createdAt,
        updated_at: group.createdAt,
      })
      .execute();
  }

  /** The group with this code, or undefined. */
  async findByCode(code: string): Promise<StoredGroup | undefined> {
    const row = await this.db
      .selectFrom('groups')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: Number(row.id),
      code: row.code,
      name: row.name,
      language: row.language,
      adminSecretHash: row.admin_secret_hash,
      closed: Boolean(row.closed),
      creatorId: row.creator_id === null ? null : Number(row.creator_id),
      createdAt: row.created_at,
    };
  }

  /** Each member's result: its eight value scores, version, part and answers. */
  async memberScores(groupId: number): Promise<GroupMemberResult[]> {
    const rows = await this.db
      .selectFrom('answer_sets')
      .select([
        ...VALUE_SCORE_COLUMNS,
        'questionnaire_version',
        'long_version_attempted',
        'answers',
      ])
      .where('group_id', '=', groupId)
      .execute();
    return rows.map((row) => ({
      scores: VALUE_SCORE_COLUMNS.map((column) => Number(row[column])),
      version: row.questionnaire_version,
      longVersionAttempted: Boolean(row.long_version_attempted),
      answerIds: JSON.parse(row.answers) as number[],
    }));
  }

  /** The members' results, newest first: code, secret hash and when each was made. */
  async members(
    groupId: number,
  ): Promise<{ code: string; secretHash: string | null; createdAt: string }[]> {
    const rows = await this.db
      .selectFrom('answer_sets')
      .select(['code', 'secret_hash', 'created_at'])
      .where('group_id', '=', groupId)
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .execute();
    return rows.map((row) => ({
      code: row.code,
      secretHash: row.secret_hash,
      createdAt: row.created_at,
    }));
  }

  /** Opens or closes a group to new members. */
  async setClosed(groupId: number, closed: boolean): Promise<void> {
    await this.db
      .updateTable('groups')
      .set({ closed: closed ? 1 : 0, updated_at: new Date().toISOString() })
      .where('id', '=', groupId)
      .execute();
  }

  /** Deletes a group; its members' results stay, in no group. */
  async delete(groupId: number): Promise<void> {
    await this.db
      .updateTable('answer_sets')
      .set({ group_id: null })
      .where('group_id', '=', groupId)
      .execute();
    await this.db.deleteFrom('groups').where('id', '=', groupId).execute();
  }

  /** The group a result is in (its id), null for none, undefined for an unknown result. */
  async groupOf(resultCode: string): Promise<number | null | undefined> {
    const row = await this.db
      .selectFrom('answer_sets')
      .select('group_id')
      .where('code', '=', resultCode)
      .executeTakeFirst();
    if (!row) return undefined;
    return row.group_id === null ? null : Number(row.group_id);
  }

  /**
   * Puts a result into a group (or out of every group with null). With `onlyFrom`, changes it
   * only while it is in that group (null: in none), so two requests cannot both win; true when
   * it changed.
   */
  async setGroupOf(
    resultCode: string,
    groupId: number | null,
    onlyFrom: number | null,
  ): Promise<boolean> {
    const changed = await this.db
      .updateTable('answer_sets')
      .set({ group_id: groupId })
      .where('code', '=', resultCode)
      .where('group_id', onlyFrom === null ? 'is' : '=', onlyFrom)
      .executeTakeFirst();
    return changed.numUpdatedRows === 1n;
  }
}

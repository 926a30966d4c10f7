import type { CompiledQuery, Kysely, Selectable } from 'kysely';
import { DIMENSION_COUNT, numberedName, valueStandIn, type ScoreName } from '@values-cross/core';
import type { Database } from '../../db/database';
import { GroupCommit } from '../../db/group-commit';
import type { AnswerSetTable, DatabaseSchema } from '../../db/schema';
import { statementTemplate, type StatementTemplate } from '../../db/statement-template';
import { funnelCountCompiler } from '../funnel';

/** A stored answer set with the scores the server computed for it. */
export interface StoredAnswerSet {
  code: string;
  questionnaireVersion: string;
  answerIds: number[];
  longVersionAttempted: boolean;
  language: string | null;
  ownerId: number | null;
  createdAt: string;
  scores: number[];
  /** SHA-256 of the result's secret (see http/bearer-secret.ts); null for older results. */
  secretHash: string | null;
  /** The group the result joined when it was made, if any. */
  groupId?: number | null;
  /** SHA-256 of the key its device sent it with (a result sent again is stored once), or null. */
  sendKeyHash?: string | null;
  /**
   * Earlier results of the browser that made it (their secrets checked): superseded in the same
   * commit, no longer counted (decision 0054). Not stored with the result.
   */
  supersedes?: readonly string[];
}

const SCORE_NUMBERS = Array.from({ length: DIMENSION_COUNT }, (_, i) => i + 1);

/** score{n} and sum{n} of a 1-based dimension number. */
const scoreColumn = (n: number) => numberedName('score', n - 1);
const sumColumn = (n: number) => numberedName('sum', n - 1);

function scoreValues(scores: readonly number[]): Record<ScoreName, number> {
  return Object.fromEntries(
    SCORE_NUMBERS.map((n) => [scoreColumn(n), scores[n - 1] ?? 0]),
  ) as Record<ScoreName, number>;
}

/**
 * Sums of the scores of some answer sets of one version in one language ('all': every one), each
 * score counted as the middle of its band.
 */
export interface StatisticsAddition {
  version: string;
  language: string;
  results: number;
  sums: number[];
}

/** The statistics additions of answer sets: per version, for 'all' and for each language. */
function statisticsAdditions(answerSets: readonly StoredAnswerSet[]): StatisticsAddition[] {
  const additions = new Map<string, StatisticsAddition>();
  const add = (version: string, language: string, scores: readonly number[]) => {
    const key = `${version}\u0000${language}`;
    let addition = additions.get(key);
    if (!addition) {
      addition = { version, language, results: 0, sums: SCORE_NUMBERS.map(() => 0) };
      additions.set(key, addition);
    }
    addition.results += 1;
    // Each score counts as the middle of its band, as in every published figure (decision 0028).
    addition.sums = addition.sums.map((sum, d) => sum + valueStandIn(scores[d] ?? 0));
  };
  for (const answerSet of answerSets) {
    add(answerSet.questionnaireVersion, 'all', answerSet.scores);
    if (answerSet.language)
      add(answerSet.questionnaireVersion, answerSet.language, answerSet.scores);
  }
  // In key order: concurrent commits (several instances on PostgreSQL) lock the shared rows in
  // the same order and never wait on each other in a circle.
  return [...additions].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, addition]) => addition);
}

/** The upsert that adds one addition to the running statistics (not yet run). */
export function statisticsQuery(db: Kysely<DatabaseSchema>, addition: StatisticsAddition) {
  const sums = Object.fromEntries(SCORE_NUMBERS.map((n) => [sumColumn(n), addition.sums[n - 1]]));
  return db
    .insertInto('result_statistics')
    .values({
      questionnaire_version: addition.version,
      language: addition.language,
      results: addition.results,
      ...sums,
    } as never)
    .onConflict((conflict) =>
      conflict.columns(['questionnaire_version', 'language']).doUpdateSet((eb) => ({
        results: eb('result_statistics.results', '+', eb.ref('excluded.results')),
        ...Object.fromEntries(
          SCORE_NUMBERS.map((n) => [
            sumColumn(n),
            eb(`result_statistics.${sumColumn(n)}`, '+', eb.ref(`excluded.${sumColumn(n)}`)),
          ]),
        ),
      })),
    );
}

/** An answer set as a row of answer_sets, its columns always in the same order. */
export function answerSetRow(answerSet: StoredAnswerSet) {
  return {
    code: answerSet.code,
    questionnaire_version: answerSet.questionnaireVersion,
    answers: JSON.stringify(answerSet.answerIds),
    // 0/1: SQLite cannot bind booleans; PostgreSQL reads them as boolean input.
    long_version_attempted: answerSet.longVersionAttempted ? 1 : 0,
    language: answerSet.language,
    owner_id: answerSet.ownerId,
    created_at: answerSet.createdAt,
    secret_hash: answerSet.secretHash,
    group_id: answerSet.groupId ?? null,
    send_key_hash: answerSet.sendKeyHash ?? null,
    ...scoreValues(answerSet.scores),
  };
}

type AnswerSetRow = ReturnType<typeof answerSetRow>;

/** Rows of one multi-row insert: far below both engines' limits on bound parameters. */
const ROWS_PER_INSERT = 100;

/** Earlier results of a new one's browser, no longer counted from its time on (not yet run). */
function supersedeQuery(db: Kysely<DatabaseSchema>, codes: readonly string[], at: string) {
  return db
    .updateTable('answer_sets')
    .set({ superseded_at: at })
    .where('code', 'in', codes)
    .where('superseded_at', 'is', null)
    .compile();
}

/** A logged-in user's new result becomes their cross (product.md §4). */
export function ownerCrossQuery(
  db: Kysely<DatabaseSchema>,
  { code, at, ownerId }: { code: string; at: string; ownerId: number },
) {
  return db
    .updateTable('users')
    .set({ swiss_cross: code, updated_at: at })
    .where('id', '=', ownerId);
}

/**
 * The statements that store answer sets for one database, each shape compiled once
 * (db/statement-template.ts): the rows (multi-row inserts), each owned one as its owner's cross,
 * and the funnel and running statistics added up over all of them.
 */
class AnswerSetStatements {
  private readonly inserts = new Map<number, StatementTemplate>();
  private readonly columns: (keyof AnswerSetRow)[];
  private readonly ownerCross: StatementTemplate;
  private readonly statistics: StatementTemplate;
  private readonly funnelCount: ReturnType<typeof funnelCountCompiler>;

  constructor(private readonly db: Kysely<DatabaseSchema>) {
    this.columns = Object.keys(answerSetRow(SAMPLE)) as (keyof AnswerSetRow)[];
    this.ownerCross = statementTemplate(3, (slot) =>
      ownerCrossQuery(db, { code: slot(0), at: slot(1), ownerId: slot(2) }).compile(),
    );
    this.statistics = statementTemplate(3 + SCORE_NUMBERS.length, (slot) =>
      statisticsQuery(db, {
        version: slot(0),
        language: slot(1),
        results: slot(2),
        sums: SCORE_NUMBERS.map((_, d) => slot<number>(3 + d)),
      }).compile(),
    );
    this.funnelCount = funnelCountCompiler(db);
  }

  /** The multi-row insert of `rows` rows. */
  private insert(rows: number): StatementTemplate {
    let template = this.inserts.get(rows);
    if (!template) {
      const width = this.columns.length;
      template = statementTemplate(rows * width, (slot) =>
        this.db
          .insertInto('answer_sets')
          .values(
            Array.from(
              { length: rows },
              (_, row) =>
                Object.fromEntries(
                  this.columns.map((column, c) => [column, slot(row * width + c)]),
                ) as never,
            ),
          )
          .compile(),
      );
      this.inserts.set(rows, template);
    }
    return template;
  }

  for(answerSets: readonly StoredAnswerSet[]): CompiledQuery[] {
    const statements: CompiledQuery[] = [];
    for (let start = 0; start < answerSets.length; start += ROWS_PER_INSERT) {
      const rows = answerSets.slice(start, start + ROWS_PER_INSERT).map(answerSetRow);
      const values = rows.flatMap((row) => this.columns.map((column) => row[column]));
      statements.push(this.insert(rows.length)(values));
    }
    for (const answerSet of answerSets) {
      if (answerSet.ownerId === null) continue;
      statements.push(this.ownerCross([answerSet.code, answerSet.createdAt, answerSet.ownerId]));
    }
    for (const { supersedes, createdAt } of answerSets) {
      if (supersedes?.length) statements.push(supersedeQuery(this.db, supersedes, createdAt));
    }
    const byLanguage = new Map<string | null, number>();
    for (const { language } of answerSets)
      byLanguage.set(language, (byLanguage.get(language) ?? 0) + 1);
    for (const [language, count] of [...byLanguage].sort(byLanguageName)) {
      statements.push(this.funnelCount({ event: 'result_created', language, count }));
    }
    for (const addition of statisticsAdditions(answerSets)) {
      statements.push(
        this.statistics([addition.version, addition.language, addition.results, ...addition.sums]),
      );
    }
    return statements;
  }
}

/** Funnel counts in language order, like the statistics (shared rows locked in one order). */
function byLanguageName([a]: [string | null, number], [b]: [string | null, number]): number {
  return (a ?? '') < (b ?? '') ? -1 : 1;
}

/** Any answer set: only its shape matters, for the columns of a row. */
const SAMPLE: StoredAnswerSet = {
  code: '',
  questionnaireVersion: '',
  answerIds: [],
  longVersionAttempted: false,
  language: null,
  ownerId: null,
  createdAt: '',
  scores: [],
  secretHash: null,
};

const statementsOf = new WeakMap<Kysely<DatabaseSchema>, AnswerSetStatements>();

/**
 * The statements that store answer sets, all or nothing: the rows (multi-row inserts), each owned
 * one as its owner's cross, and the funnel and running statistics added up over all of them.
 */
export function answerSetStatements(
  db: Kysely<DatabaseSchema>,
  answerSets: readonly StoredAnswerSet[],
): CompiledQuery[] {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new AnswerSetStatements(db);
    statementsOf.set(db, statements);
  }
  return statements.for(answerSets);
}

/** Answer sets in the database; the running statistics are updated in the same transaction. */
export class AnswerSetRepository {
  private readonly writer: GroupCommit<StoredAnswerSet> | null;

  /**
   * With `commit` (the database's durable commit), concurrent inserts are written together by
   * group commit; without it (e.g. inside a transaction) each insert is its own transaction.
   */
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    commit?: Database['commit'],
  ) {
    this.writer = commit
      ? new GroupCommit((answerSets) => commit(answerSetStatements(db, answerSets)))
      : null;
  }

  /**
   * Stores a new answer set and adds it to the statistics, all or nothing; an owned one becomes
   * its owner's cross. Resolves once it is committed.
   */
  async insert(answerSet: StoredAnswerSet): Promise<void> {
    if (this.writer) return this.writer.add(answerSet);
    await this.db.transaction().execute(async (trx) => {
      for (const statement of answerSetStatements(trx, [answerSet])) {
        await trx.executeQuery(statement);
      }
    });
  }

  /** An answer set by its code, or undefined. */
  findByCode(code: string): Promise<StoredAnswerSet | undefined> {
    return this.findOne('code', code);
  }

  /** The answer set a device sent with this key (its hash), or undefined. */
  findBySendKey(sendKeyHash: string): Promise<StoredAnswerSet | undefined> {
    return this.findOne('send_key_hash', sendKeyHash);
  }

  private async findOne(column: 'code' | 'send_key_hash', value: string) {
    const row = await this.db
      .selectFrom('answer_sets')
      .selectAll()
      .where(column, '=', value)
      .executeTakeFirst();
    return row ? storedAnswerSet(row) : undefined;
  }

  /** The secret hashes of those of these results that exist, by code. */
  async secretHashes(codes: readonly string[]): Promise<Map<string, string | null>> {
    if (codes.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('answer_sets')
      .select(['code', 'secret_hash'])
      .where('code', 'in', codes)
      .execute();
    return new Map(rows.map((row) => [row.code, row.secret_hash]));
  }

  /** The answer sets a person made while logged in, newest first. */
  async ownedBy(ownerId: number): Promise<StoredAnswerSet[]> {
    const rows = await this.db
      .selectFrom('answer_sets')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .orderBy('created_at', 'desc')
      .orderBy('code')
      .execute();
    return rows.map(storedAnswerSet);
  }
}

function storedAnswerSet(row: Selectable<AnswerSetTable>): StoredAnswerSet {
  return {
    code: row.code,
    questionnaireVersion: row.questionnaire_version,
    answerIds: JSON.parse(row.answers) as number[],
    longVersionAttempted: Boolean(row.long_version_attempted),
    language: row.language,
    ownerId: row.owner_id === null ? null : Number(row.owner_id),
    createdAt: row.created_at,
    scores: SCORE_NUMBERS.map((n) => Number(row[scoreColumn(n)])),
    secretHash: row.secret_hash,
    groupId: row.group_id === null ? null : Number(row.group_id),
  };
}

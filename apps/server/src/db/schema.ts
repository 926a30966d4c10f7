import type { ColumnType, Generated } from 'kysely';

type ScoreColumns<P extends string> = {
  [N in 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 as `${P}${N}`]: number;
};

/** A published questionnaire version, stored whole so old results stay computable. */
export interface QuestionnaireVersionTable {
  version: string;
  published_at: string;
  imported_at: string;
  /** The Questionnaire as JSON. */
  content: string;
}

/** A submitted answer set (a result) with the scores the server computed. */
export type AnswerSetTable = {
  code: string;
  questionnaire_version: string;
  /** JSON array of the chosen answer ids. */
  answers: string;
  /** SQLite returns 0/1, PostgreSQL a boolean. */
  long_version_attempted: ColumnType<boolean | number, number, number>;
  language: string | null;
  /** bigint: PostgreSQL returns it as a string. */
  owner_id: ColumnType<number | string | null, number | null, number | null>;
  created_at: string;
} & ScoreColumns<'score'>;

/** Running sums per questionnaire version and language ('all' for every language). */
export type ResultStatisticsTable = {
  questionnaire_version: string;
  language: string;
  results: ColumnType<number | string, number, number>;
} & ScoreColumns<'sum'>;

/** The whole database as Kysely sees it. */
export interface DatabaseSchema {
  questionnaire_versions: QuestionnaireVersionTable;
  answer_sets: AnswerSetTable;
  result_statistics: ResultStatisticsTable;
}

export type { Generated };

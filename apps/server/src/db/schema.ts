import type { DimensionNumber } from '@values-cross/core';
import type { ColumnType, Generated } from 'kysely';

type ScoreColumns<P extends string> = {
  [N in DimensionNumber as `${P}${N}`]: number;
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
  /** SHA-256 (hex) of the result's secret; null for results made before secrets. */
  secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The group the result belongs to (at most one), or null. */
  group_id: ColumnType<number | string | null, number | null | undefined, number | null>;
  /** When the browser that made the result made a newer one: no longer counted (ISO), or null. */
  superseded_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 (hex) of the key the device sent the result with (stored once), or null. */
  send_key_hash: ColumnType<string | null, string | null | undefined, string | null>;
} & ScoreColumns<'score'>;

/** Running sums per questionnaire version and language ('all' for every language). */
export type ResultStatisticsTable = {
  questionnaire_version: string;
  language: string;
  results: ColumnType<number | string, number, number>;
} & ScoreColumns<'sum'>;

/** bigint ids: PostgreSQL returns them as strings, SQLite as numbers. */
type Id = ColumnType<number | string, never, never>;
type IdRef = ColumnType<number | string, number, number>;
/** SQLite returns 0/1, PostgreSQL a boolean; written as 0/1. */
type Flag = ColumnType<boolean | number, number, number>;

/** A registered person (product.md §3 User, 6 Registered user). */
export interface UserTable {
  id: Id;
  email: string;
  /** The address lower-cased: e-mail addresses are unique case-insensitively. */
  email_key: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  language: string;
  email_confirmed_at: string | null;
  allowed_in_gallery: Flag;
  /** Code of the user's result (their cross), or null. */
  swiss_cross: string | null;
  /** A result the sign-up proved its own; it becomes swiss_cross on confirmation. */
  pending_swiss_cross: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON array of the codes of earlier results the sign-up proved its own, or null. */
  pending_results: string | null;
  /** Bumped on every portrait change (cache-busting URL); null without a portrait. */
  portrait_version: number | null;
  created_at: string;
  updated_at: string;
}

/** A single-use link token (e-mail confirmation, password reset), stored as a SHA-256 hash. */
export interface AccountTokenTable {
  id: Id;
  user_id: IdRef;
  purpose: 'confirm' | 'reset';
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** One refresh token of a login (a family of rotated tokens). */
export interface RefreshTokenTable {
  id: string;
  family_id: string;
  user_id: IdRef;
  /** When the login started: the family's absolute lifetime counts from here. */
  login_at: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

/** A failed login, counted per account and per client address (rate limit across instances). */
export interface LoginFailureTable {
  id: Id;
  /** HMAC of the address's key with the server secret (never the address itself). */
  account_key: string;
  address: string;
  created_at: string;
}

/** A mail waiting to be sent (or sent), queued in the transaction of the change causing it. */
export interface MailOutboxTable {
  id: Id;
  recipient: string;
  /** The recipient as the accounts compare addresses (emailKey); null only if never filled. */
  recipient_key: string | null;
  /** The mailbox the address reaches, as the per-recipient mail limits count it (mailboxKey). */
  mailbox_key: string | null;
  kind: string;
  language: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  next_attempt_at: string;
  attempts: ColumnType<number, number | undefined, number>;
  /** Lease of the worker sending it; another worker may take it over once this has passed. */
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/** A newsletter subscription with double opt-in. */
export interface NewsletterSubscriptionTable {
  id: Id;
  email: string;
  email_key: string;
  first_name: string | null;
  last_name: string | null;
  language: string;
  confirm_token_hash: string | null;
  confirmed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One size of a user's portrait, re-encoded by the server. */
export interface PortraitImageTable {
  user_id: IdRef;
  size: number;
  content_type: string;
  data: Buffer;
}

/** How often a step of the visitor funnel happened on a day in a language (no personal data). */
export interface FunnelCountTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  event: string;
  language: string;
  /** bigint: PostgreSQL returns it as a string. */
  count: ColumnType<number | string, number, number>;
}

/** A group whose members' results make a group cross; only its admin secret's hash is kept. */
export interface GroupTable {
  id: Id;
  code: string;
  name: string;
  language: string;
  admin_secret_hash: string;
  closed: Flag;
  /** The account that created the group, if any. */
  creator_id: ColumnType<number | string | null, number | null, number | null>;
  created_at: string;
  updated_at: string;
}

/** A result's picture as drawn once (PNG), by format, language and version of the drawing. */
export interface ResultPictureTable {
  code: string;
  format: string;
  language: string;
  drawing: number;
  png: Buffer;
  created_at: string;
}

/** What a person added about themselves after their result (its own consent); null: not told. */
export interface ResultAboutTable {
  code: string;
  canton: string | null;
  age_band: string | null;
  language_region: string | null;
  consented_at: string;
}

/** A published open-data snapshot, named by its UTC day. */
export interface OpenDataSnapshotTable {
  snapshot: string;
  published_at: string;
  /** 'schedule' or 'operator'. */
  published_by: string;
}

/** One cell of a snapshot: 'all' in a dimension is its margin. */
export interface OpenDataCellTable {
  snapshot: string;
  questionnaire_version: string;
  canton: string;
  age_band: string;
  language_region: string;
  /** The exact count the figures were computed from: kept for the snapshot rule, never published. */
  basis: ColumnType<number | string, number, number>;
  /** CellFigures as JSON. */
  figures: string;
  /** When the figures were counted (null: never, for rows written before it was kept). */
  counted_at: string | null;
}

/** The band counts a standing answer compares with, per population cell (held by the gain rule). */
export interface StandingCountsTable {
  cell: string;
  people: ColumnType<number | string, number, number>;
  /** BandCounts['bands'] as JSON. */
  bands: string;
  counted_at: string;
  /** When the scan of the population these counts come from began (ISO); null before 2026-12-08. */
  population_from: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * cell_arrivals: the networks results joined a population cell from (a keyed hash, decision 0048)
 * and when last, so that a cell is counted again only once enough networks joined since.
 */
export interface CellArrivalTable {
  cell: string;
  network: string;
  arrived_at: string;
}

/** The whole database as Kysely sees it. */
export interface DatabaseSchema {
  questionnaire_versions: QuestionnaireVersionTable;
  answer_sets: AnswerSetTable;
  result_pictures: ResultPictureTable;
  result_statistics: ResultStatisticsTable;
  users: UserTable;
  account_tokens: AccountTokenTable;
  refresh_tokens: RefreshTokenTable;
  login_failures: LoginFailureTable;
  mail_outbox: MailOutboxTable;
  newsletter_subscriptions: NewsletterSubscriptionTable;
  portrait_images: PortraitImageTable;
  funnel_counts: FunnelCountTable;
  groups: GroupTable;
  result_about: ResultAboutTable;
  open_data_snapshots: OpenDataSnapshotTable;
  open_data_cells: OpenDataCellTable;
  standing_counts: StandingCountsTable;
  cell_arrivals: CellArrivalTable;
}

export type { Generated };

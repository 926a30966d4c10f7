import type { Kysely } from 'kysely';
import type { CellFigures, CellKey, PublishedCell } from '@values-cross/core';
import type { DatabaseSchema } from '../../db/schema';
import { compareVersions } from '@values-cross/content';

/** A published snapshot with the versions it has cells of and how many. */
export interface SnapshotSummary {
  snapshot: string;
  publishedAt: string;
  versions: { questionnaireVersion: string; cells: number }[];
}

/** A cell of a snapshot with what it publishes. */
export interface StoredCell extends PublishedCell {
  key: CellKey;
}

/** open_data_snapshots and open_data_cells: the published open data. */
export class OpenDataRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Every snapshot, newest first, with its cell counts per version. */
  async snapshots(): Promise<SnapshotSummary[]> {
    const snapshots = await this.db
      .selectFrom('open_data_snapshots')
      .select(['snapshot', 'published_at'])
      .orderBy('snapshot', 'desc')
      .execute();
    const counts = await this.db
      .selectFrom('open_data_cells')
      .select(['snapshot', 'questionnaire_version', (eb) => eb.fn.countAll<number>().as('cells')])
      .groupBy(['snapshot', 'questionnaire_version'])
      .execute();
    return snapshots.map(({ snapshot, published_at }) => ({
      snapshot,
      publishedAt: published_at,
      versions: counts
        .filter((row) => row.snapshot === snapshot)
        .map((row) => ({
          questionnaireVersion: row.questionnaire_version,
          cells: Number(row.cells),
        }))
        // As numbers, part by part: 2027.10 after 2027.9, which the text order puts first.
        .sort((a, b) => compareVersions(a.questionnaireVersion, b.questionnaireVersion)),
    }));
  }

  /** The newest snapshot's name, or undefined before the first. */
  async newest(): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('open_data_snapshots')
      .select('snapshot')
      .orderBy('snapshot', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.snapshot;
  }

  /** The cells of a snapshot, of one version or of all. */
  async cells(snapshot: string, version?: string): Promise<StoredCell[]> {
    let query = this.db.selectFrom('open_data_cells').selectAll().where('snapshot', '=', snapshot);
    if (version !== undefined) query = query.where('questionnaire_version', '=', version);
    const rows = await query
      .orderBy('questionnaire_version')
      .orderBy('canton')
      .orderBy('age_band')
      .orderBy('language_region')
      .execute();
    return rows.map((row) => ({
      key: {
        version: row.questionnaire_version,
        canton: row.canton as CellKey['canton'],
        ageBand: row.age_band as CellKey['ageBand'],
        languageRegion: row.language_region as CellKey['languageRegion'],
      },
      basis: Number(row.basis),
      // Null only in a row an instance older than the column wrote (the migration fills the
      // others): every arrival kept counts as joined since then.
      countedAt: row.counted_at ?? '',
      figures: JSON.parse(row.figures) as CellFigures,
    }));
  }

  /** Removes the snapshots that have no cell (none is published any more). */
  async deleteEmpty(): Promise<void> {
    await this.db
      .deleteFrom('open_data_snapshots')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('open_data_cells')
              .select('open_data_cells.snapshot')
              .whereRef('open_data_cells.snapshot', '=', 'open_data_snapshots.snapshot'),
          ),
        ),
      )
      .execute();
  }

  /** Stores a snapshot and its cells in one transaction; throws if the day has one already. */
  async insert(
    snapshot: { snapshot: string; publishedAt: string; publishedBy: string },
    cells: readonly StoredCell[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('open_data_snapshots')
        .values({
          snapshot: snapshot.snapshot,
          published_at: snapshot.publishedAt,
          published_by: snapshot.publishedBy,
        })
        .execute();
      const rows = cells.map(({ key, basis, countedAt, figures }) => ({
        snapshot: snapshot.snapshot,
        questionnaire_version: key.version,
        canton: key.canton,
        age_band: key.ageBand,
        language_region: key.languageRegion,
        basis,
        counted_at: countedAt,
        figures: JSON.stringify(figures),
      }));
      // In slices: SQLite allows a limited number of parameters per statement.
      for (let start = 0; start < rows.length; start += 100) {
        await trx
          .insertInto('open_data_cells')
          .values(rows.slice(start, start + 100))
          .execute();
      }
    });
  }
}

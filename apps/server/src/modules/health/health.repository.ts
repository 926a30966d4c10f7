import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';

/** The one question the health check asks the database: do you answer? */
export class HealthRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Resolves when the database answers a trivial query; rejects when it does not. */
  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}

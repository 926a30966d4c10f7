import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { DatabaseSchema } from '../db/schema';

const DIALECTS = {
  sqlite: {
    adapter: () => new SqliteAdapter(),
    introspector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
    compiler: () => new SqliteQueryCompiler(),
  },
  postgres: {
    adapter: () => new PostgresAdapter(),
    introspector: (db: Kysely<unknown>) => new PostgresIntrospector(db),
    compiler: () => new PostgresQueryCompiler(),
  },
};

/** A Kysely of a dialect that compiles queries and runs none (no database behind it). */
export function compileOnly(dialect: keyof typeof DIALECTS): Kysely<DatabaseSchema> {
  const { adapter, introspector, compiler } = DIALECTS[dialect];
  return new Kysely<DatabaseSchema>({
    dialect: {
      createAdapter: adapter,
      createDriver: () => new DummyDriver(),
      createIntrospector: introspector,
      createQueryCompiler: compiler,
    },
  });
}

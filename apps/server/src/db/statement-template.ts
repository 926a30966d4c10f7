import type { CompiledQuery } from 'kysely';

/**
 * The stand-in of the value at `index` while a statement is compiled: plain text that nothing else
 * contains, in the place of a value of any type. It only ever becomes a bound parameter, which
 * the template then replaces with the real value; nothing reads it as a T.
 */
function standIn<T>(index: number): T;
function standIn(index: number): unknown {
  return `\u0000slot ${index}\u0000`;
}

/** Gives the stand-in of the value at `index`, typed as the value that will take its place. */
export type Slot = <T>(index: number) => T;

/** A statement compiled once: each use binds its own values in the places they were given. */
export type StatementTemplate = (values: readonly unknown[]) => CompiledQuery;

/**
 * Compiles a statement once, with stand-ins for its `count` values, and returns a function that
 * binds real values to the same SQL. Building and compiling a query with Kysely on every request
 * cost about a tenth of the CPU of storing a result; the SQL of a given shape never changes.
 * Throws when a value did not become a bound parameter (the SQL would then depend on it).
 */
export function statementTemplate(
  count: number,
  build: (slot: Slot) => CompiledQuery,
): StatementTemplate {
  const compiled = build(standIn);
  const byText = new Map(
    Array.from({ length: count }, (_, index) => [standIn<string>(index), index]),
  );
  const places = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' ? (byText.get(parameter) ?? -1) : -1,
  );
  if (new Set(places.filter((place) => place >= 0)).size !== count) {
    throw new Error(`statement template: not every value is a parameter in ${compiled.sql}`);
  }
  return (values) => {
    if (values.length !== count) {
      throw new Error(`statement template: ${values.length} values for ${count} places`);
    }
    return {
      ...compiled,
      parameters: places.map((place, i) => (place >= 0 ? values[place] : compiled.parameters[i])),
    };
  };
}

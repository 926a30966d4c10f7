/**
 * Reads a table in pages by keyset pagination on a unique text key (`where key > after order by
 * key limit size`): memory stays constant however many rows there are, other requests run between
 * pages, and no page is skipped or read twice on SQLite and PostgreSQL alike. `page` runs the
 * query for the keys after `after`; the key is read from each row by `keyOf`.
 */
export async function* keysetPages<Row>(
  page: (after: string, size: number) => Promise<Row[]>,
  { keyOf, size }: { keyOf: (row: Row) => string; size: number },
): AsyncGenerator<Row[]> {
  let after = '';
  for (;;) {
    const rows = await page(after, size);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || !last) return;
    after = keyOf(last);
  }
}

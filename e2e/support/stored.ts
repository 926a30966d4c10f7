import { SQLite } from '../../apps/server/src/db/sqlite-driver.mjs';

/** One value's standing as the page shows it: whole percents lower, about the same, higher. */
export interface Shares {
  lower: number;
  same: number;
  higher: number;
}

/** Whole percents adding up to 100 by largest remainder (the earlier one first on a tie). */
function wholePercents(counts: number[]): number[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  const exact = counts.map((n) => (100 * n) / total);
  const shares = exact.map(Math.floor);
  let missing = 100 - shares.reduce((sum, n) => sum + n, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (missing-- <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
  }
  return shares;
}

/**
 * Where a result stands among everyone of its version, counted here from what the server stored:
 * the band counts its standing compares with (standing_counts) and the result's own eight values
 * (answer_sets), each value in its 0.2-wide band. Read from the suite's SQLite file, read-only.
 */
export function storedStanding(code: string): {
  /** The people the standing counts with. */
  people: number;
  /** Whether the result itself is among them (and left out of its own shares). */
  counted: boolean;
  /** Per value: its shares, and its band in points as the page gives it ("60–80"). */
  values: (Shares & { band: string })[];
} {
  const db = new SQLite(process.env.E2E_DATABASE_URL ?? '', { readonly: true });
  try {
    const own = db
      .prepare(
        'select questionnaire_version as version, created_at, superseded_at, owner_id, score1, score2, score3, score4, score5, score6, score7, score8 from answer_sets where code = ?',
      )
      .get(code) as Record<string, number | string | null>;
    const held = db
      .prepare('select people, bands, population_from from standing_counts where cell = ?')
      .get(`${own.version}|all|all|all`) as {
      people: number;
      bands: string;
      population_from: string;
    };
    // One's own result is left out of the others when the held counts hold it: made before
    // their scan began, not superseded by then (the browser suite's results have no owner).
    const from = held.population_from;
    const counted =
      own.owner_id === null &&
      String(own.created_at) < from &&
      (own.superseded_at === null || String(own.superseded_at) >= from);
    const bands = JSON.parse(held.bands) as number[][];
    const values = bands.map((row, value) => {
      const score = Number(own[`score${value + 1}`]);
      const band = Math.min(row.length - 1, Math.floor(Math.round(score * 1000) / 200));
      const sum = (from: number, to: number) => row.slice(from, to).reduce((s, n) => s + n, 0);
      const [lower = 0, same = 0, higher = 0] = wholePercents([
        sum(0, band),
        Math.max(0, (row[band] ?? 0) - (counted ? 1 : 0)),
        sum(band + 1, row.length),
      ]);
      return { lower, same, higher, band: `${band * 20}–${band * 20 + 20}` };
    });
    return { people: Number(held.people), counted, values };
  } finally {
    db.close();
  }
}

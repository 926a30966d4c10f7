import { VALUE_DIMENSIONS, type DimensionKey } from '../questionnaire/dimensions';

/** A value dimension is strong from this corrected score upwards (product.md §1: verbal profile). */
export const STRONG_THRESHOLD = 0.7;

/** A value dimension is weak at or below this corrected score (product.md §1: verbal profile). */
export const WEAK_THRESHOLD = 0.3;

/**
 * A measured value from this score up to STRONG_THRESHOLD leans above the middle, and from
 * LEANING_LOW down to WEAK_THRESHOLD below it: the profile names such values too (decision 0045),
 * so that a balanced cross, often the long version's, still says which way each value leans.
 */
export const LEANING_HIGH = 0.6;

/** See LEANING_HIGH. */
export const LEANING_LOW = 0.4;

/** A score at or above this counts as extreme (product.md §1, §4: extreme-score profile). */
export const EXTREME_HIGH_THRESHOLD = 0.85;

/** A score at or below this counts as extreme (product.md §1, §4: extreme-score profile). */
export const EXTREME_LOW_THRESHOLD = 0.15;

/** The profile is extreme when at least this many of the eight value dimensions are extreme. */
export const EXTREME_MIN_COUNT = 3;

/**
 * The kinds of verbal profile shown on the result page (product.md §1: balanced, extreme, mixed), and
 * `unmeasured` when no value could be measured (decision 0045).
 */
export type ProfileKind = 'balanced' | 'extreme' | 'mixed' | 'unmeasured';

/** Whether a dimension stands out upwards (strong) or downwards (weak) (product.md §1). */
export type Polarity = 'strong' | 'weak';

/** The short verbal profile of a result (product.md §1): its kind plus the strong and weak dimensions. */
export interface VerbalProfile {
  kind: ProfileKind;
  /** Value dimensions scoring at least STRONG_THRESHOLD, furthest from 0.5 first. */
  strong: DimensionKey[];
  /** Value dimensions scoring at most WEAK_THRESHOLD, furthest from 0.5 first. */
  weak: DimensionKey[];
  /** Value dimensions too few answers measured: no trait is said of them (decision 0045). */
  unmeasured: DimensionKey[];
  /** Measured values that lean above (LEANING_HIGH) or below (LEANING_LOW) the middle. */
  leaning: { high: DimensionKey[]; low: DimensionKey[] };
}

type Scored = { key: DimensionKey; score: number; measured: boolean };

/**
 * The eight value dimensions with their scores (missing or non-finite scores count as 0.5) and
 * whether each was measured (by dimension index; all are unless told).
 */
function valueScores(scores: readonly number[], measured?: readonly boolean[]): Scored[] {
  return VALUE_DIMENSIONS.map(({ key, index }) => {
    const score = scores[index];
    return {
      key,
      score: score !== undefined && Number.isFinite(score) ? score : 0.5,
      measured: measured?.[index] ?? true,
    };
  });
}

function byDistance(scored: Scored[]): DimensionKey[] {
  return [...scored]
    .sort((a, b) => Math.abs(b.score - 0.5) - Math.abs(a.score - 0.5))
    .map((s) => s.key);
}

function isExtreme(scores: readonly number[], measured?: readonly boolean[]): boolean {
  const extreme = valueScores(scores, measured).filter(
    (s) => s.measured && (s.score >= EXTREME_HIGH_THRESHOLD || s.score <= EXTREME_LOW_THRESHOLD),
  );
  return extreme.length >= EXTREME_MIN_COUNT;
}

/** Whether a measured score says a strong or a weak value, or neither (product.md §1: verbal profile). */
export function tendencyOf(score: number): Polarity | 'moderate' {
  if (score >= STRONG_THRESHOLD) return 'strong';
  if (score <= WEAK_THRESHOLD) return 'weak';
  return 'moderate';
}

/**
 * The verbal profile of a result (product.md §1, §4) over the eight value dimensions that were measured
 * (decision 0045; all unless `measured` says otherwise, by dimension index): extreme when at least
 * EXTREME_MIN_COUNT are extreme (judged on the short-version scores, when given, unless the long
 * version started); otherwise balanced when none is strong or weak; otherwise mixed; unmeasured
 * when no value was measured.
 */
export function verbalProfile(input: {
  scores: readonly number[];
  shortVersionScores?: readonly number[];
  longVersionStarted: boolean;
  measured?: readonly boolean[];
}): VerbalProfile {
  const { measured } = input;
  const scored = valueScores(input.scores, measured);
  const read = scored.filter((s) => s.measured);
  const strong = byDistance(read.filter((s) => tendencyOf(s.score) === 'strong'));
  const weak = byDistance(read.filter((s) => tendencyOf(s.score) === 'weak'));
  const unmeasured = scored.filter((s) => !s.measured).map((s) => s.key);
  const leaning = {
    high: byDistance(read.filter((s) => s.score >= LEANING_HIGH && s.score < STRONG_THRESHOLD)),
    low: byDistance(read.filter((s) => s.score <= LEANING_LOW && s.score > WEAK_THRESHOLD)),
  };
  const parts = { strong, weak, unmeasured, leaning };
  if (read.length === 0) return { kind: 'unmeasured', ...parts };
  const extremeBasis =
    !input.longVersionStarted && input.shortVersionScores !== undefined
      ? input.shortVersionScores
      : input.scores;
  if (isExtreme(extremeBasis, measured)) return { kind: 'extreme', ...parts };
  const kind = strong.length === 0 && weak.length === 0 ? 'balanced' : 'mixed';
  return { kind, ...parts };
}

/** The message-catalogue key of the phrase for a strong or weak dimension (product.md §1). */
export function profilePhraseKey(dimension: DimensionKey, polarity: Polarity): string {
  return `profile.${polarity}.${dimension}`;
}

/** The message-catalogue key of the sentence describing a profile kind (product.md §1). */
export function profileKindKey(kind: ProfileKind): string {
  return `profile.kind.${kind}`;
}

/** The four chapters in survey order, chapter numbers 1..4 (product.md §2: Here, There, Me, We). */
export const CHAPTER_KEYS = ['here', 'there', 'me', 'we'] as const;

/** One of the four chapters; each chapter is also one arm of the Swiss cross (product.md §2). */
export type ChapterKey = (typeof CHAPTER_KEYS)[number];

/**
 * The twelve score dimensions in scoring order (product.md §1, §3): the eight value dimensions shown on
 * the cross first, then the four internal ones product.md leaves unnamed.
 */
export const DIMENSION_KEYS = [
  'curiosity',
  'technology',
  'equality',
  'loyalty',
  'origin',
  'nature',
  'freedom',
  'power',
  'openness',
  'security',
  'sociability',
  'optimism',
] as const;

/** The key of one of the twelve score dimensions (product.md §1). */
export type DimensionKey = (typeof DIMENSION_KEYS)[number];

/** A score dimension: its position in every score vector, whether the cross shows it, its arm. */
export interface Dimension {
  /** Position 0..11 in answer scorings, question bounds and results. */
  index: number;
  key: DimensionKey;
  /** True for the eight value dimensions drawn on the cross (product.md §1). */
  shown: boolean;
  /** The chapter arm of the cross that carries the dimension; null for internal dimensions. */
  arm: ChapterKey | null;
}

const ARM_OF: Readonly<Record<DimensionKey, ChapterKey | null>> = {
  curiosity: 'there',
  technology: 'there',
  equality: 'we',
  loyalty: 'we',
  origin: 'here',
  nature: 'here',
  freedom: 'me',
  power: 'me',
  openness: null,
  security: null,
  sociability: null,
  optimism: null,
};

/** All twelve score dimensions in scoring order, with their arm of the cross (product.md §1, §3). */
export const DIMENSIONS: readonly Dimension[] = DIMENSION_KEYS.map((key, index) => ({
  index,
  key,
  shown: ARM_OF[key] !== null,
  arm: ARM_OF[key],
}));

/** The eight value dimensions shown on the Swiss cross, in scoring order (product.md §1). */
export const VALUE_DIMENSIONS: readonly Dimension[] = DIMENSIONS.filter((d) => d.shown);

/** The chapter key of a chapter number 1..4, or null for any other number (product.md §2). */
export function chapterKeyOf(chapter: number): ChapterKey | null {
  return CHAPTER_KEYS[chapter - 1] ?? null;
}

/** The chapter number 1..4 of a chapter key (product.md §2: /chapter/{id} routes use the number). */
export function chapterNumberOf(key: ChapterKey): number {
  return CHAPTER_KEYS.indexOf(key) + 1;
}

import { AGE_BANDS, CANTONS, LANGUAGE_REGIONS } from '@values-cross/core';
import * as z from 'zod/mini';
import { valueScores } from './common';

/**
 * PUT answer-set/{code}/about: what a person adds about themselves after their result, with
 * its own consent; each of canton, age band and language region may be left out (null), not all
 * three. A canton wholly in one language region gives the region when it is left out.
 */
export const aboutBody = z
  .object({
    canton: z.nullable(z.enum(CANTONS)),
    ageBand: z.nullable(z.enum(AGE_BANDS)),
    languageRegion: z.optional(z.nullable(z.enum(LANGUAGE_REGIONS))),
    consent: z.literal(true),
  })
  .check(
    z.refine((about) => about.canton !== null || about.ageBand !== null || !!about.languageRegion, {
      message: 'nothing_told',
      path: ['canton'],
    }),
  );
/** What a person adds about themselves (as sent). */
export type AboutBody = z.input<typeof aboutBody>;

/** GET and PUT answer-set/{code}/about: what the person told, and when they consented. */
export const aboutResponse = z.object({
  canton: z.nullable(z.enum(CANTONS)),
  ageBand: z.nullable(z.enum(AGE_BANDS)),
  languageRegion: z.nullable(z.enum(LANGUAGE_REGIONS)),
  consentedAt: z.string(),
});
/** What a person told about themselves. */
export type AboutResponse = z.infer<typeof aboutResponse>;

/** GET answer-set/{code}/standing?among=all|canton|age. */
export const standingQuery = z.object({
  among: z._default(z.enum(['all', 'canton', 'age']), 'all'),
});

const percent = z.int().check(z.gte(0), z.lte(100));

/**
 * One value's standing: whole percents of the population in a lower band, in one's own band
 * ("about the same") and in a higher one (0.2-wide bands); they add up to 100.
 */
export const valueStanding = z.object({ lower: percent, same: percent, higher: percent });

/**
 * Where a result stands: per value, the shares below, in and above one's band, and the
 * population's average as the open data gives it (0..1); the population's size rounded to 5 (as
 * the open data rounds it); null everywhere below 30 results. The counts change only once the
 * population has gained 30 results. `canton` or `ageBand` names the population when it is not
 * everyone.
 */
export const standingResponse = z.object({
  among: z.enum(['all', 'canton', 'age']),
  canton: z.nullable(z.enum(CANTONS)),
  ageBand: z.nullable(z.enum(AGE_BANDS)),
  size: z.nullable(z.int()),
  shares: valueScores(z.nullable(valueStanding)),
  average: valueScores(z.nullable(z.number().check(z.gte(0), z.lte(1)))),
  /** The questionnaire version compared within: only results of the result's own version count. */
  questionnaireVersion: z.string(),
});
/** Where a result stands among others. */
export type StandingResponse = z.infer<typeof standingResponse>;
/** One value's standing. */
export type ValueStanding = z.infer<typeof valueStanding>;

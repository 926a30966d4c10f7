import { AGE_BANDS, CANTONS, LANGUAGE_REGIONS } from '@values-cross/core';
import { z } from 'zod';
import { valueScores } from './common';

/**
 * PUT answer-set/{code}/about: what a person adds about themselves after their result, with
 * its own consent; each of canton, age band and language region may be left out (null), not all
 * three. A canton wholly in one language region gives the region when it is left out.
 */
export const aboutBody = z
  .object({
    canton: z.enum(CANTONS).nullable(),
    ageBand: z.enum(AGE_BANDS).nullable(),
    languageRegion: z.enum(LANGUAGE_REGIONS).nullable().optional(),
    consent: z.literal(true),
  })
  .refine((about) => about.canton !== null || about.ageBand !== null || about.languageRegion, {
    message: 'nothing_told',
    path: ['canton'],
  });
/** What a person adds about themselves (as sent). */
export type AboutBody = z.input<typeof aboutBody>;

/** GET and PUT answer-set/{code}/about: what the person told, and when they consented. */
export const aboutResponse = z.object({
  canton: z.enum(CANTONS).nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  languageRegion: z.enum(LANGUAGE_REGIONS).nullable(),
  consentedAt: z.string(),
});
/** What a person told about themselves. */
export type AboutResponse = z.infer<typeof aboutResponse>;

/** GET answer-set/{code}/standing?among=all|canton|age. */
export const standingQuery = z.object({ among: z.enum(['all', 'canton', 'age']).default('all') });

/**
 * Where a result stands: per value, the whole percent of the population whose value is lower
 * (counted by 0.2-wide bands), and the population's size rounded to 10; null everywhere below
 * 30 results. `canton` or `ageBand` names the population when it is not everyone.
 */
export const standingResponse = z.object({
  among: z.enum(['all', 'canton', 'age']),
  canton: z.enum(CANTONS).nullable(),
  ageBand: z.enum(AGE_BANDS).nullable(),
  size: z.number().int().nullable(),
  lower: valueScores(z.number().int().min(0).max(100).nullable()),
});
/** Where a result stands among others. */
export type StandingResponse = z.infer<typeof standingResponse>;

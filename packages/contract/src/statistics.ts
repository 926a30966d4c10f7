import * as z from 'zod/mini';

/** The average cross of one group: its number of results, and scores once there are enough. */
export const groupAverageSchema = z.object({
  results: z.number(),
  /** Twelve average scores, or null below the minimum number of results. */
  scores: z.nullable(z.array(z.number())),
});

/** GET statistics/: the average cross per questionnaire version, overall and per language. */
export const statisticsResponse = z.object({
  minimumResults: z.number(),
  versions: z.array(
    z.object({
      questionnaireVersion: z.string(),
      all: groupAverageSchema,
      /** One group per language, keyed by locale: de, fr, it, en. */
      languages: z.record(z.string(), groupAverageSchema),
    }),
  ),
});
/** The published average crosses. */
export type Statistics = z.infer<typeof statisticsResponse>;

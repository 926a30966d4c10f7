import { z } from 'zod';

/** A database id in a path: a positive integer that JavaScript holds exactly. */
export const idParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);

/** `{"status": "OK"}`: the answer of requests whose result is only a mail or a change. */
export const statusResponse = z.object({ status: z.literal('OK') });
/** The answer of a request whose result is only a mail or a change. */
export type StatusResponse = z.infer<typeof statusResponse>;

/** 204 No Content: the request succeeded and there is nothing to say. */
export const noContent = z.undefined().describe('No content');

/** Bytes of a file (an image); documented as binary, sent as they are. */
export const binaryFile = z
  .custom<Uint8Array>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary' });

/** score1..score8: one item per value dimension of the cross, as groups and standing publish them. */
export const valueScores = <T extends z.ZodType>(item: T) =>
  z.object({
    score1: item,
    score2: item,
    score3: item,
    score4: item,
    score5: item,
    score6: item,
    score7: item,
    score8: item,
  });

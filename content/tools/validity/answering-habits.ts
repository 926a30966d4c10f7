import { RESPONSE_MODEL, type ResponseModel } from './response-model';

/**
 * One way of answering the benchmark simulates: a name for the reports and the model it draws
 * people from.
 */
export interface AnsweringHabit {
  name: string;
  /** What it assumes of people, in a few words (for the report). */
  assumes: string;
  model: ResponseModel;
}

/**
 * The grid of answering habits the agreement is reported over (issue 53): answers from sharply
 * to loosely tied to the person's values, a scoring key partly wrong about what people mean,
 * ticking more or fewer options of a list, and favouring the first options. No one habit is the
 * truth: the product states the range over all of them, and no real people stand behind it yet.
 */
export const ANSWERING_HABITS: readonly AnsweringHabit[] = [
  {
    name: 'little noise',
    assumes: 'answers closely tied to the values (profile sd 1.0)',
    model: { ...RESPONSE_MODEL, profileSd: 1 },
  },
  {
    name: 'moderate noise',
    assumes: 'the model the targets were set with (profile sd 0.7)',
    model: RESPONSE_MODEL,
  },
  {
    name: 'much noise',
    assumes: 'answers loosely tied to the values (profile sd 0.4)',
    model: { ...RESPONSE_MODEL, profileSd: 0.4 },
  },
  {
    name: 'key partly wrong',
    assumes: 'people mean each answer a little otherwise than the key scores it (sd 0.5)',
    model: { ...RESPONSE_MODEL, keyNoiseSd: 0.5 },
  },
  {
    name: 'ticks more',
    assumes: 'every option of a list a little more likely ticked (+1)',
    model: { ...RESPONSE_MODEL, listBias: 1 },
  },
  {
    name: 'ticks fewer',
    assumes: 'every option of a list a little less likely ticked (−1)',
    model: { ...RESPONSE_MODEL, listBias: -1 },
  },
  {
    name: 'first options favoured',
    assumes: 'the first option of a question favoured, the last not (primacy 0.5)',
    model: { ...RESPONSE_MODEL, primacy: 0.5 },
  },
];

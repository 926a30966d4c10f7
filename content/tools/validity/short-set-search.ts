import {
  findAnswerIndex,
  leafQuestions,
  longResultOf,
  oneAnswerRanges,
  shortLongAgreement,
  shortResultOf,
  shortVersionQuestions,
  VALUE_DIMENSIONS,
  type Questionnaire,
} from '@values-cross/core';
import { ruleCorrection } from '../correction-rule';
import { randomAnswerIds, seededRandom } from '../simulate';
import { modelAnswerIds, RESPONSE_MODEL, simulatedPerson } from './response-model';

/** What the search aims at: its size limits and the widest short one-answer range it accepts. */
export interface SearchGoal {
  minQuestions: number;
  maxQuestions: number;
  /** At most this many answers (leaf questions: each child of a group counts) in the short version. */
  maxAnswers: number;
  /** Short one-answer ranges (mean per value, model and random people) above this are penalised. */
  rangeCeiling: number;
}

/** At most this many of the most promising exchanges a round measures with their ranges. */
const EXCHANGES_MEASURED = 60;

/** The figures of one candidate short version, as the search scores it. */
export interface CandidateFigures {
  ids: number[];
  meanAbsoluteDifference: number;
  withinShare: number;
  /** The widest mean short one-answer range of any value, model or random people (NaN: not measured). */
  worstShortRange: number;
  objective: number;
}

/** A questionnaire whose short version is `ids`, corrected by the rule (correction-rule.ts). */
export function withShortVersion(
  questionnaire: Questionnaire,
  ids: ReadonlySet<number>,
): Questionnaire {
  const questions = questionnaire.questions.map((q) => ({
    ...q,
    inNexpresso: ids.has(q.id),
    childQuestions: q.childQuestions.map((child) => ({ ...child, inNexpresso: ids.has(q.id) })),
  }));
  return { ...questionnaire, questions, correction: ruleCorrection({ questions }) };
}

/**
 * Scores candidate short versions on simulated people drawn once, with a seed of the search's own
 * (not the benchmark's: the benchmark then measures the chosen set on people it was not chosen
 * on): the model's people for agreement; model and random people for the short ranges.
 */
export function candidateScorer(input: {
  questionnaire: Questionnaire;
  goal: SearchGoal;
  seed: number;
  people: number;
  rangePeople: number;
}) {
  const { questionnaire, goal } = input;
  const { questions } = questionnaire;
  const random = seededRandom(input.seed);
  const model = RESPONSE_MODEL;
  const modelPeople = Array.from({ length: input.people }, () =>
    modelAnswerIds({ questions, person: simulatedPerson(model, random), model, seed: input.seed }),
  );
  const randomPeople = Array.from({ length: input.rangePeople }, () =>
    randomAnswerIds(questions, random),
  );
  const populations = [modelPeople.slice(0, input.rangePeople), randomPeople];
  const whole = withShortVersion(questionnaire, new Set());
  const longs = modelPeople.map((ids) => longResultOf(whole, ids));

  const worstRange = (candidate: Questionnaire): number => {
    const short = shortVersionQuestions(candidate);
    const index = findAnswerIndex(short);
    const correction = candidate.correction ?? ruleCorrection(candidate);
    const asked = (d: number) =>
      leafQuestions(short).some((q) => q.answers.some((a) => (a.scoring[d] ?? 0) !== 0));
    const widths = populations.map((people) =>
      VALUE_DIMENSIONS.map(({ index: d }) => {
        // A value no short question asks about is not measured at all: as loose as can be.
        if (!asked(d)) return 1;
        let sum = 0;
        for (const answerIds of people) {
          const range = oneAnswerRanges({
            questions: short,
            answerIds: answerIds.filter((id) => index.has(id)),
            longVersionAttempted: false,
            correction,
          })[d];
          sum += range ? range.high - range.low : 0;
        }
        return sum / people.length;
      }),
    );
    return Math.max(...widths.flat());
  };

  /** Agreement only (withRanges false: fast, to sort out exchanges), or with the short ranges. */
  return (ids: readonly number[], withRanges: boolean): CandidateFigures => {
    const candidate = withShortVersion(questionnaire, new Set(ids));
    const agreement = shortLongAgreement(
      modelPeople.map((answerIds, i) => ({
        short: shortResultOf(candidate, answerIds),
        long: longs[i] ?? [],
      })),
    );
    const worstShortRange = withRanges ? worstRange(candidate) : Number.NaN;
    const penalty = withRanges ? Math.max(0, worstShortRange - goal.rangeCeiling) : 0;
    return {
      ids: [...ids].sort((a, b) => a - b),
      meanAbsoluteDifference: agreement.meanAbsoluteDifference,
      withinShare: agreement.withinShare,
      worstShortRange,
      objective: agreement.meanAbsoluteDifference + penalty,
    };
  };
}

function answersAsked(questionnaire: Questionnaire, ids: readonly number[]): number {
  return leafQuestions(questionnaire.questions.filter((q) => ids.includes(q.id))).length;
}

function chaptersCovered(questionnaire: Questionnaire, ids: readonly number[]): boolean {
  const chapters = new Set(
    questionnaire.questions.filter((q) => ids.includes(q.id)).map((q) => q.chapter),
  );
  return questionnaire.chapters.every((c) => chapters.has(c.id));
}

/** Every set one exchange away: one question swapped for another, one dropped, one added. */
function neighbours(ids: readonly number[], all: readonly number[]): number[][] {
  const outside = all.filter((id) => !ids.includes(id));
  const rest = (out: number) => ids.filter((id) => id !== out);
  return [
    ...ids.flatMap((out) => outside.map((into) => [...rest(out), into])),
    ...ids.map(rest),
    ...outside.map((into) => [...ids, into]),
  ];
}

/**
 * A short version chosen by measurement: from each start (the greedy forward selection up to the
 * size allowed, and any sets given), rounds of exchanges (swap a question for another, drop or add
 * one, within the limits) take the first exchange, best agreement first, whose objective beats the
 * current one: the mean absolute difference, plus how far the widest short range exceeds the
 * ceiling. Every chapter keeps a question. The best set of all starts wins.
 */
export function searchShortSet(input: {
  questionnaire: Questionnaire;
  goal: SearchGoal;
  seed: number;
  people: number;
  rangePeople: number;
  starts?: readonly (readonly number[])[];
  /** Which top-level questions may stand in the short version (all when absent). */
  eligible?: (question: Questionnaire['questions'][number]) => boolean;
  log?: (line: string) => void;
}): CandidateFigures {
  const { questionnaire, goal } = input;
  const scoreOf = candidateScorer(input);
  const all = questionnaire.questions.filter((q) => input.eligible?.(q) ?? true).map((q) => q.id);
  const fits = (ids: readonly number[]) =>
    ids.length <= goal.maxQuestions && answersAsked(questionnaire, ids) <= goal.maxAnswers;
  const allowed = (ids: readonly number[]) =>
    fits(ids) && ids.length >= goal.minQuestions && chaptersCovered(questionnaire, ids);
  const seen = new Map<string, CandidateFigures>();
  const score = (ids: readonly number[]) => {
    const key = [...ids].sort((a, b) => a - b).join(' ');
    const figures = seen.get(key) ?? scoreOf(ids, true);
    seen.set(key, figures);
    return figures;
  };
  let greedy: number[] = [];
  for (;;) {
    const options = all
      .filter((id) => !greedy.includes(id))
      .map((id) => [...greedy, id])
      .filter(fits)
      .map((ids) => score(ids));
    if (options.length === 0) break;
    greedy = options.reduce((a, b) => (b.objective < a.objective ? b : a)).ids;
    input.log?.(`+ ${greedy.length}`);
  }
  const starts = (input.starts ?? []).map((start) => start.filter((id) => all.includes(id)));
  const results = [greedy, ...starts.filter((start) => start.length > 0)].map((start) => {
    let current = score(start);
    input.log?.(`start ${current.objective.toFixed(4)} [${current.ids.join(' ')}]`);
    for (;;) {
      // Agreement is cheap and the range penalty never negative: exchanges whose agreement alone
      // beats the current objective are measured whole, the best agreement first.
      const promising = neighbours(current.ids, all)
        .filter(allowed)
        .map((ids) => scoreOf(ids, false))
        .filter((cheap) => cheap.objective < current.objective - 1e-6)
        .sort((a, b) => a.objective - b.objective)
        .slice(0, EXCHANGES_MEASURED);
      const better = promising
        .map((cheap) => cheap.ids)
        .find((ids) => score(ids).objective < current.objective - 1e-6);
      if (!better) break;
      current = score(better);
      input.log?.(`~ ${current.objective.toFixed(4)} [${current.ids.join(' ')}]`);
    }
    return current;
  });
  return results.reduce((a, b) => (b.objective < a.objective ? b : a));
}

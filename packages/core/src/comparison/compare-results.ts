import { findAnswerIndex } from '../questionnaire/answer-index';
import type { QuestionContent } from '../questionnaire/types';
import type { Correction } from '../scoring/correction';
import { ruleOffsets } from '../scoring/random-answerer';
import { scoreAnswerSet, type ScoringInput } from '../scoring/score-answer-set';
import { measureAnswerSet } from '../explanation/measure-answer-set';
import { answeredMoreOnly, valueChanges, type ValueChange } from '../explanation/value-change';

/** What comparing needs of one stored result: its version's key and its answers. */
export interface ComparedResult {
  questionnaireVersion: string;
  longVersionAttempted: boolean;
  /** The ids of the answers chosen (a passed question has none). */
  answerIds: readonly number[];
  /** The questions of the version answered, with their scorings. */
  questions: readonly QuestionContent[];
  /** The offsets of the version answered (correctionOf). */
  correction: Correction;
}

/**
 * On what two results are compared (decision 0050):
 * - `own`: the same version and part; each as it was scored.
 * - `moreAnswered`: the later is the long version of the same answers; each as it was scored,
 *   the differences being the added questions', never a change.
 * - `shared`: another version or part; both scored by the later version's key on the questions
 *   both answered, corrected as the rule corrects any set of questions (a random answerer at
 *   0.5), so the same answers give the same values.
 * - `none`: no question answered in both: the two cannot be compared.
 */
export type ComparisonBasis =
  | { kind: 'own' | 'moreAnswered' }
  | { kind: 'shared'; version: string; questions: number }
  | { kind: 'none' };

/** Two results compared on one basis: the scores each has there, and each value's change. */
export interface Comparison {
  basis: ComparisonBasis;
  /** The twelve scores of the earlier result on the basis (3 decimals). */
  earlier: number[];
  /** The twelve scores of the later result on the basis (3 decimals). */
  later: number[];
  /** The eight values' changes (empty when the basis is `none`). */
  changes: ValueChange[];
}

/** Scores, one-answer ranges and measured values of one scoring input. */
function ranged(input: ScoringInput) {
  const { values } = measureAnswerSet(input);
  return {
    scores: scoreAnswerSet(input).scores,
    ranges: new Map(values.map((value, d) => [d, value.range])),
    measured: values.map((value) => value.measured),
  };
}

/** A result as it was scored: its own version's questions and offsets. */
function asScored(result: ComparedResult): ScoringInput {
  return {
    questions: result.questions,
    answerIds: result.answerIds,
    longVersionAttempted: result.longVersionAttempted,
    correction: result.correction,
  };
}

/** The leaf questions of `key` that both results answered, and each result's answers to them. */
function sharedAnswers(
  key: readonly QuestionContent[],
  earlier: ComparedResult,
  later: ComparedResult,
) {
  const index = findAnswerIndex(key);
  const answered = (ids: readonly number[]) =>
    new Set(ids.flatMap((id) => index.get(id)?.question ?? []));
  const before = answered(earlier.answerIds);
  const questions = [...answered(later.answerIds)].filter((q) => before.has(q));
  const shared = new Set(questions);
  const keep = (ids: readonly number[]) =>
    ids.filter((id) => {
      const question = index.get(id)?.question;
      return question !== undefined && shared.has(question);
    });
  return { questions, earlier: keep(earlier.answerIds), later: keep(later.answerIds) };
}

/**
 * Compares a person's earlier result with a later one on one basis (ComparisonBasis): within one
 * version and part, as scored; otherwise on the questions both answered under the later version's
 * key, where the same answers read as no change. A value either side did not measure on the basis
 * is `unmeasured`.
 */
export function compareResults(earlier: ComparedResult, later: ComparedResult): Comparison {
  const sameKey =
    earlier.questionnaireVersion === later.questionnaireVersion &&
    earlier.longVersionAttempted === later.longVersionAttempted;
  const moreAnswered = answeredMoreOnly(earlier, later);
  if (sameKey || moreAnswered) {
    const before = ranged(asScored(earlier));
    const after = ranged(asScored(later));
    return {
      basis: { kind: moreAnswered ? 'moreAnswered' : 'own' },
      earlier: before.scores,
      later: after.scores,
      changes: valueChanges(before, after),
    };
  }
  const shared = sharedAnswers(later.questions, earlier, later);
  if (shared.questions.length === 0) {
    return {
      basis: { kind: 'none' },
      earlier: scoreAnswerSet(asScored(earlier)).scores,
      later: scoreAnswerSet(asScored(later)).scores,
      changes: [],
    };
  }
  const offsets = ruleOffsets(shared.questions);
  const onBasis = (answerIds: number[]): ScoringInput => ({
    questions: later.questions,
    answerIds,
    longVersionAttempted: false,
    correction: { short: offsets, long: offsets },
  });
  const before = ranged(onBasis(shared.earlier));
  const after = ranged(onBasis(shared.later));
  return {
    basis: {
      kind: 'shared',
      version: later.questionnaireVersion,
      questions: shared.questions.length,
    },
    earlier: before.scores,
    later: after.scores,
    changes: valueChanges(before, after),
  };
}

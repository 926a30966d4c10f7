import { isMultipleChoice, maxSelections } from '../questionnaire/question-kind';
import { findAnswerIndex } from '../questionnaire/answer-index';
import type { QuestionContent } from '../questionnaire/types';
import { roundTo3 } from '../scoring/round';
import { offsetsFor } from '../scoring/correction';
import { correctedScores, ScoreSums, type ScoringInput } from '../scoring/score-answer-set';

/** The lowest and highest a score would be if exactly one answer had been different. */
export interface ScoreRange {
  low: number;
  high: number;
}

/**
 * The answer sets that differ from the given one in exactly one answered question: a slider
 * (SC/OPT) question with another option, a multiple-choice question with one option added (within
 * its cap) or one removed, and any answered question left unanswered.
 */
export function oneAnswerVariants(input: {
  questions: readonly QuestionContent[];
  answerIds: readonly number[];
}): number[][] {
  return answeredQuestions(input).flatMap(({ question, ids, others }) =>
    selectionVariants(question, ids).map((selection) => [...others, ...selection]),
  );
}

/** Each answered question with its chosen ids and the other chosen ids, in the order chosen. */
function answeredQuestions(input: {
  questions: readonly QuestionContent[];
  answerIds: readonly number[];
}): { question: QuestionContent; ids: number[]; others: number[] }[] {
  const index = findAnswerIndex(input.questions);
  const chosen = [...new Set(input.answerIds)].filter((id) => index.has(id));
  const byQuestion = new Map<QuestionContent, number[]>();
  for (const id of chosen) {
    const question = index.get(id)?.question;
    if (question) byQuestion.set(question, [...(byQuestion.get(question) ?? []), id]);
  }
  return [...byQuestion].map(([question, ids]) => ({
    question,
    ids,
    others: chosen.filter((id) => !ids.includes(id)),
  }));
}

/** Every other selection one change away for one question (the empty one: left unanswered). */
function selectionVariants(question: QuestionContent, selected: readonly number[]): number[][] {
  const unchosen = question.answers.map((a) => a.id).filter((id) => !selected.includes(id));
  if (!isMultipleChoice(question)) return [...unchosen.map((id) => [id]), []];
  const added =
    selected.length < maxSelections(question) ? unchosen.map((id) => [...selected, id]) : [];
  const removed = selected
    .map((id) => selected.filter((other) => other !== id))
    .filter((rest) => rest.length > 0);
  return [...added, ...removed, []];
}

/**
 * One-answer range per dimension: the lowest and highest corrected score over the answer set and
 * every variant one answer away (oneAnswerVariants), scored with the same rules and correction
 * (the version and part the person took), 3 decimals. Always contains the score and lies within
 * 0..1.
 */
export function oneAnswerRanges(input: ScoringInput): ScoreRange[] {
  const { questions } = input;
  const offsets = offsetsFor(input.correction, input.longVersionAttempted);
  // Rounding keeps the order of scores, so the extremes are found unrounded and rounded once.
  const own = correctedScores(ScoreSums.of(questions, input.answerIds).totals(), offsets);
  const low = [...own];
  const high = [...own];
  // The variants of one question share every other answer: those are added up once, and each
  // variant adds its own selection after them, exactly as scoring `[...others, ...selection]`.
  for (const { question, ids, others } of answeredQuestions(input)) {
    const shared = ScoreSums.of(questions, others);
    for (const selection of selectionVariants(question, ids)) {
      const scores = shared.scoresWith(selection, offsets);
      for (let d = 0; d < scores.length; d += 1) {
        const s = scores[d] as number;
        if (s < (low[d] ?? s)) low[d] = s;
        if (s > (high[d] ?? s)) high[d] = s;
      }
    }
  }
  return own.map((_, d) => ({ low: roundTo3(low[d] ?? 0), high: roundTo3(high[d] ?? 0) }));
}

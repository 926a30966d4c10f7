import type { Questionnaire } from '@values-cross/core';
import { allQuestions } from './check-structure';
import { problem, type Problem } from './problem';

/** A questionnaire together with the file it was read from. */
export interface VersionFile {
  file: string;
  questionnaire: Questionnaire;
}

interface FirstSeen {
  file: string;
  value: string | number;
}

/**
 * Ids keep their meaning forever (results of old versions must stay computable): compared with
 * every earlier version (oldest first), a question id may not change its type and an answer id
 * may not move to another question. Removing a question in a later version is allowed.
 */
export function checkVersionChanges(versions: readonly VersionFile[]): Problem[] {
  const problems: Problem[] = [];
  const questionType = new Map<number, FirstSeen>();
  const answerOwner = new Map<number, FirstSeen>();
  for (const { file, questionnaire } of versions) {
    const questions = Array.isArray(questionnaire.questions)
      ? allQuestions(questionnaire.questions)
      : [];
    for (const q of questions) {
      const seen = questionType.get(q.id);
      if (seen && seen.value !== q.type) {
        problems.push(
          problem(file, `question id ${q.id} was ${seen.value} in ${seen.file}, is now ${q.type}`, {
            questionId: q.id,
          }),
        );
      }
      if (!seen) questionType.set(q.id, { file, value: q.type });
      for (const a of q.answers ?? []) {
        const owner = answerOwner.get(a.id);
        if (owner && owner.value !== q.id) {
          problems.push(
            problem(
              file,
              `answer id ${a.id} belonged to question ${owner.value} in ${owner.file}, now to question ${q.id}`,
              { questionId: q.id },
            ),
          );
        }
        if (!owner) answerOwner.set(a.id, { file, value: q.id });
      }
    }
  }
  return problems;
}

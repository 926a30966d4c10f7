import {
  findAnswerIndex,
  questionOrder,
  withScoreBounds,
  type Answer,
  type Locale,
  type Question,
  type QuestionContent,
  type Questionnaire,
} from '@values-cross/core';
import { prepareBody, type PreparedBody } from '../../http/send-prepared';
import { inLanguage } from './questionnaire-language';
import type { QuestionnaireRepository } from './questionnaire.repository';

/** A questionnaire version ready to serve and to score against. */
export interface LoadedQuestionnaire {
  questionnaire: Questionnaire;
  /** Top-level questions with bounds, short version first (spec 7: GET questions). */
  questions: Question[];
  answerIndex: ReadonlyMap<number, { question: QuestionContent; answer: Answer }>;
  /**
   * The served bodies (questions, whole questionnaire): with every language, or with one
   * language's texts (`?lang=`), each prepared once.
   */
  bodies(locale?: Locale): ServedBodies;
}

/** GET questions/ and GET questionnaire/ of one version, serialised and compressed. */
export interface ServedBodies {
  questionsBody: PreparedBody;
  questionnaireBody: PreparedBody;
}

function load(questionnaire: Questionnaire): LoadedQuestionnaire {
  const questions = questionOrder(questionnaire.questions).map(withScoreBounds);
  const whole = {
    version: questionnaire.version,
    publishedAt: questionnaire.publishedAt,
    chapters: questionnaire.chapters,
    questions,
  };
  const everyLanguage: ServedBodies = {
    questionsBody: prepareBody(questions),
    questionnaireBody: prepareBody(whole),
  };
  const byLanguage = new Map<Locale, ServedBodies>();
  return {
    bodies(locale) {
      if (!locale) return everyLanguage;
      let bodies = byLanguage.get(locale);
      if (!bodies) {
        const translated = inLanguage(whole, locale);
        bodies = {
          questionsBody: prepareBody(translated.questions),
          questionnaireBody: prepareBody(translated),
        };
        byLanguage.set(locale, bodies);
      }
      return bodies;
    },
    questionnaire,
    questions,
    answerIndex: findAnswerIndex(questionnaire.questions),
  };
}

/**
 * The questionnaire versions this instance serves, read from the database once per version and
 * kept: a published version never changes, so the per-instance cache is always right.
 */
export class QuestionnaireCatalog {
  private readonly loaded = new Map<string, Promise<LoadedQuestionnaire | undefined>>();

  constructor(
    private readonly repository: QuestionnaireRepository,
    readonly currentVersion: string,
  ) {}

  /** A version by name, or undefined when it was never published. */
  get(version: string): Promise<LoadedQuestionnaire | undefined> {
    let entry = this.loaded.get(version);
    if (!entry) {
      entry = this.repository.find(version).then((found) => (found ? load(found) : undefined));
      // Neither an unknown version nor a failed read (database down) is cached.
      entry.then(
        (found) => {
          if (!found) this.loaded.delete(version);
        },
        () => this.loaded.delete(version),
      );
      this.loaded.set(version, entry);
    }
    return entry;
  }

  /** The version new visitors answer. */
  async current(): Promise<LoadedQuestionnaire> {
    const current = await this.get(this.currentVersion);
    if (!current) throw new Error(`Questionnaire ${this.currentVersion} is not imported`);
    return current;
  }
}

import {
  correctionOf,
  findAnswerIndex,
  inReading,
  questionOrder,
  withScoreBounds,
  type Answer,
  type Locale,
  type Question,
  type QuestionContent,
  type Questionnaire,
  type Reading,
} from '@values-cross/core';
import { PreparedBody } from '../../http/prepared-body';
import { RecentCache } from '../../http/recent-cache';
import { inLanguage } from './questionnaire-language';
import type { QuestionnaireRepository } from './questionnaire.repository';

/** A questionnaire version ready to serve and to score against. */
export interface LoadedQuestionnaire {
  questionnaire: Questionnaire;
  /** Top-level questions with bounds, short version first (product.md §7: GET questions). */
  questions: Question[];
  answerIndex: ReadonlyMap<number, { question: QuestionContent; answer: Answer }>;
  /**
   * The served bodies (questions, whole questionnaire) in a reading (standard unless easy is
   * asked for): with every language, or with one language's texts (`?lang=`), each prepared once.
   */
  bodies(locale?: Locale, reading?: Reading): ServedBodies;
}

/** GET questions/ and GET questionnaire/ of one version, serialised and compressed. */
export interface ServedBodies {
  questionsBody: PreparedBody;
  questionnaireBody: PreparedBody;
}

function served(body: object): ServedBodies {
  const { questions } = body as { questions: Question[] };
  return {
    questionsBody: PreparedBody.json(questions),
    questionnaireBody: PreparedBody.json(body),
  };
}

function load(questionnaire: Questionnaire): LoadedQuestionnaire {
  const questions = questionOrder(questionnaire.questions).map(withScoreBounds);
  const whole = {
    version: questionnaire.version,
    publishedAt: questionnaire.publishedAt,
    chapters: questionnaire.chapters,
    questions,
    // A device scores a result it makes offline as the server does (decision 0059).
    correction: correctionOf(questionnaire),
  };
  // By reading, then by language ('' for every language).
  const prepared = new Map<string, ServedBodies>();
  return {
    bodies(locale, reading = 'standard') {
      const key = `${reading}:${locale ?? ''}`;
      let bodies = prepared.get(key);
      if (!bodies) {
        const read = inReading(whole, reading);
        bodies = served(locale ? inLanguage(read, locale) : read);
        prepared.set(key, bodies);
      }
      return bodies;
    },
    questionnaire,
    questions,
    answerIndex: findAnswerIndex(questionnaire.questions),
  };
}

/**
 * Versions kept per instance: far more than are ever published (one or two a year), so each is
 * read once; were it reached, the least used would be read again when asked for.
 */
const KEPT_VERSIONS = 64;

/**
 * The questionnaire versions this instance serves, read from the database once per version and
 * kept: a published version never changes, so the per-instance cache is always right.
 */
export class QuestionnaireCatalog {
  private readonly loaded = new RecentCache<LoadedQuestionnaire>(KEPT_VERSIONS);

  constructor(
    private readonly repository: QuestionnaireRepository,
    readonly currentVersion: string,
  ) {}

  /** A version by name, or undefined when it was never published. */
  get(version: string): Promise<LoadedQuestionnaire | undefined> {
    // Neither an unknown version nor a failed read (database down) is kept.
    return this.loaded.load(version, async () => {
      const found = await this.repository.find(version);
      return found ? load(found) : undefined;
    });
  }

  /** The version new visitors answer. */
  async current(): Promise<LoadedQuestionnaire> {
    const current = await this.get(this.currentVersion);
    if (!current) throw new Error(`Questionnaire ${this.currentVersion} is not imported`);
    return current;
  }
}

import type { AccountResult, AnswerSet } from '@values-cross/contract';
import {
  correctionOf,
  presentMeasurement,
  publicCross,
  scoreAnswerSet,
  scoresToSwissCross,
  validateAnswerSet,
  type Locale,
  type Questionnaire,
} from '@values-cross/core';
import { isUniqueViolation } from '../../db/database-errors';
import { bearerSecretMatches, hashBearerSecret, newBearerSecret } from '../../http/bearer-secret';
import { HttpError, invalid } from '../../http/http-error';
import type { QuestionnaireCatalog } from '../questionnaire';
import type { AnswerSetRepository, StoredAnswerSet } from './answer-set.repository';
import { newResultCode, RESULT_CODE_PATTERN } from './result-code';

/** What a visitor submits: the chosen answers; everything else is computed here. */
export interface NewAnswerSet {
  answerIds: number[];
  longVersionAttempted: boolean;
  language?: Locale | undefined;
  questionnaireVersion?: string | undefined;
  ownerId?: number | null;
  /** The group the result joins (its id, checked by the caller). */
  groupId?: number | null;
  /** The results the same browser made before, with their secrets (decision 0054). */
  earlier?: readonly EarlierResult[];
  /**
   * The key the device made for this result (decision 0058): the result's secret, and what makes
   * the same result sent again stored once.
   */
  sendKey?: string | undefined;
}

/** A result just made, or found made before with the same key (`replayed`: nothing new). */
export type CreatedResult = AnswerSet & { secret: string; replayed?: true };

/** An earlier result of the browser that makes a new one, with the secret that proves it. */
export interface EarlierResult {
  code: string;
  secret: string;
}

/**
 * What proves a request acts for a result's person: the result's secret (kept by the browser that
 * made it), or a login of the account that owns the result (on any device: decision 0045).
 */
export interface ResultProof {
  secret: string | null | undefined;
  /** The logged-in account of the request, if any. */
  viewerId: number | null;
}

/** Creates results from submitted answers (scored here, never by the client) and reads them. */
export class AnswerSetService {
  constructor(
    private readonly repository: AnswerSetRepository,
    private readonly catalog: QuestionnaireCatalog,
  ) {}

  /**
   * Validates, scores and stores an answer set; 400 with precise reasons for impossible ones.
   * The answer carries the result's secret, which is never shown again. A result sent again with
   * its device's key is not stored twice: the one stored answers, marked `replayed`; the same key
   * with other answers is refused (409).
   */
  async create(input: NewAnswerSet): Promise<CreatedResult> {
    const sendKeyHash = input.sendKey === undefined ? null : hashBearerSecret(input.sendKey);
    const sentBefore = sendKeyHash === null ? undefined : await this.sentBefore(sendKeyHash, input);
    if (sentBefore) return sentBefore;
    const version = input.questionnaireVersion ?? this.catalog.currentVersion;
    const loaded = await this.catalog.get(version);
    if (!loaded) throw invalid({ questionnaireVersion: ['unknown_version'] });
    const { questionnaire } = loaded;
    const { questions } = questionnaire;
    const validation = validateAnswerSet({ questions, answerIds: input.answerIds });
    if (!validation.ok) throw invalid({ answers: validation.errors });

    const { scores } = scoreAnswerSet({
      questions,
      answerIds: input.answerIds,
      longVersionAttempted: input.longVersionAttempted,
      correction: correctionOf(questionnaire),
    });
    const base = {
      questionnaireVersion: version,
      answerIds: input.answerIds,
      longVersionAttempted: input.longVersionAttempted,
      language: input.language ?? null,
      ownerId: input.ownerId ?? null,
      groupId: input.groupId ?? null,
      createdAt: new Date().toISOString(),
      scores,
      supersedes: await this.provenEarlier(input.earlier ?? []),
      sendKeyHash,
    };
    const secret = input.sendKey ?? newBearerSecret();
    for (let attempt = 1; ; attempt += 1) {
      const code = newResultCode();
      const answerSet: StoredAnswerSet = { ...base, code, secretHash: hashBearerSecret(secret) };
      try {
        await this.repository.insert(answerSet);
        return { ...(await this.present(answerSet)), secret };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same key sent twice at once: the other request stored it.
        const stored = sendKeyHash === null ? undefined : await this.sentBefore(sendKeyHash, input);
        if (stored) return stored;
        // A code collision is astronomically unlikely; try a fresh code a few times.
        if (attempt >= 3) throw error;
      }
    }
  }

  /**
   * The result stored before with this key, answered as when it was made; 409 when the key came
   * with other answers (a device reuses a key only to send the same result again).
   */
  private async sentBefore(
    sendKeyHash: string,
    input: NewAnswerSet,
  ): Promise<CreatedResult | undefined> {
    const stored = await this.repository.findBySendKey(sendKeyHash);
    if (!stored || input.sendKey === undefined) return undefined;
    const same =
      JSON.stringify(stored.answerIds) === JSON.stringify(input.answerIds) &&
      stored.longVersionAttempted === input.longVersionAttempted &&
      stored.questionnaireVersion === (input.questionnaireVersion ?? stored.questionnaireVersion);
    if (!same) throw new HttpError(409, 'conflict', { sendKey: ['send_key_reused'] });
    return { ...(await this.present(stored)), secret: input.sendKey, replayed: true };
  }

  /**
   * Of the results a browser names as its earlier ones, those whose secret it holds: a new result
   * supersedes them (decision 0054). A code whose secret does not match is passed over.
   */
  private async provenEarlier(earlier: readonly EarlierResult[]): Promise<string[]> {
    const wanted = earlier.filter(({ code }) => RESULT_CODE_PATTERN.test(code));
    if (wanted.length === 0) return [];
    const hashes = await this.repository.secretHashes(wanted.map(({ code }) => code));
    return wanted
      .filter(({ code, secret }) => bearerSecretMatches(hashes.get(code) ?? null, secret))
      .map(({ code }) => code);
  }

  /** The answer set with this code, or undefined when there is none. */
  async find(code: string): Promise<AnswerSet | undefined> {
    if (!RESULT_CODE_PATTERN.test(code)) return undefined;
    const stored = await this.repository.findByCode(code);
    return stored ? this.present(stored) : undefined;
  }

  /** The results a person made while logged in, newest first, with their scores (history). */
  async history(ownerId: number): Promise<AccountResult[]> {
    const owned = await this.repository.ownedBy(ownerId);
    return owned.map((stored) => ({
      code: stored.code,
      createdAt: stored.createdAt,
      questionnaireVersion: stored.questionnaireVersion,
      longVersionAttempted: stored.longVersionAttempted,
      ...publicCross(stored.scores),
    }));
  }

  /**
   * Whether the request acts for the result's person: it holds the result's secret, or is logged
   * in to the account that owns the result (false for unknown codes).
   */
  async holds(code: string, { secret, viewerId }: ResultProof): Promise<boolean> {
    if (!RESULT_CODE_PATTERN.test(code)) return false;
    const stored = await this.repository.findByCode(code);
    if (stored === undefined) return false;
    if (viewerId !== null && stored.ownerId === viewerId) return true;
    return bearerSecretMatches(stored.secretHash, secret);
  }

  /**
   * The API view: answers with their scoring from the answer set's own questionnaire version, and
   * how firmly each value was measured (decision 0045).
   */
  private async present(stored: StoredAnswerSet): Promise<AnswerSet> {
    const loaded = await this.catalog.get(stored.questionnaireVersion);
    return {
      code: stored.code,
      answers: stored.answerIds.map((id) => ({
        id,
        scoring: [...(loaded?.answerIndex.get(id)?.answer.scoring ?? [])],
      })),
      longVersionAttempted: stored.longVersionAttempted,
      questionnaireVersion: stored.questionnaireVersion,
      language: stored.language,
      swissCross: scoresToSwissCross(stored.code, stored.scores, stored.ownerId),
      createdAt: stored.createdAt,
      measurement: measurementOf(stored, loaded?.questionnaire),
    };
  }
}

/**
 * How a stored result was measured, against its own questionnaire version (core's
 * presentMeasurement, which a device also uses for a result it made offline).
 */
function measurementOf(
  stored: StoredAnswerSet,
  questionnaire: Questionnaire | undefined,
): AnswerSet['measurement'] {
  const input = questionnaire && {
    questions: questionnaire.questions,
    answerIds: stored.answerIds,
    longVersionAttempted: stored.longVersionAttempted,
    correction: correctionOf(questionnaire),
  };
  return presentMeasurement(input ?? null, stored.scores);
}

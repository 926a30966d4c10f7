import {
  MAX_EARLIER_RESULTS,
  answerIdsOf,
  leafQuestions,
  selectAnswers,
  type AnswerMap,
  type Question,
} from '@values-cross/core';

/** The visitor's progress through the survey (product.md §3: client state), kept in the browser. */
export interface SurveyState {
  /** The questionnaire version the answers were given against. */
  questionnaireVersion: string | null;
  /** Question id -> chosen answer ids (product.md: answeredQuestions). */
  answeredQuestions: AnswerMap;
  /** The leaf questions the visitor chose to pass: never sent, only the flow needs them. */
  passedQuestions: number[];
  nexpressoCompleted: boolean;
  longVersionStarted: boolean;
  /** Answers loaded from a stored result (product.md §4); cleared on the landing page. */
  loadedAnswers: AnswerMap | null;
  answersReady: boolean;
  /** The code of the visitor's own result, once created. */
  resultCode: string | null;
  /** That result's secret (shown once by the server): it proves the result is the visitor's. */
  resultSecret: string | null;
  /** Set when answers were dropped because the questionnaire changed; cleared once seen. */
  versionNotice: boolean;
  /** The group the survey is taken for: the result joins it when it is created. */
  groupCode: string | null;
  /** The group the visitor's own result (resultCode) belongs to. */
  resultGroup: string | null;
  /**
   * Why the group the survey was taken for did not take the visitor's own result, which was
   * stored outside it (`group_closed`, `unknown_group`, `too_many_joins`); null when it did.
   */
  resultRefused: string | null;
  /** The answers (answersKey) the visitor's own result was made of: the same answers make no copy. */
  resultAnswers: string | null;
  /**
   * Every result made in this browser, oldest first, with its secret: the visitor's history
   * without an account. Starting again keeps it; logging out and a kiosk's reset clear it.
   */
  deviceResults: DeviceResult[];
  /**
   * The key of the result being sent and what it is sent for (decision 0058): kept until the
   * server acknowledged it, so the same result sent again (an answer lost, a reload) is stored
   * once; other answers get a new key.
   */
  sending: PendingSend | null;
}

/** The device's key for a result not yet acknowledged, and the answers it stands for. */
export interface PendingSend {
  key: string;
  of: string;
}

/** A result made in this browser: its code and the secret that proves it is the visitor's. */
export interface DeviceResult {
  code: string;
  secret: string;
}

/** The most results a browser keeps in its history (the oldest go first), as many as a new one names. */
export const DEVICE_RESULTS_KEPT = MAX_EARLIER_RESULTS;

/** A visitor who has not answered anything yet. */
export const INITIAL_SURVEY_STATE: SurveyState = {
  questionnaireVersion: null,
  answeredQuestions: {},
  passedQuestions: [],
  nexpressoCompleted: false,
  longVersionStarted: false,
  loadedAnswers: null,
  answersReady: false,
  resultCode: null,
  resultSecret: null,
  versionNotice: false,
  groupCode: null,
  resultGroup: null,
  resultRefused: null,
  resultAnswers: null,
  deviceResults: [],
  sending: null,
};

/** The visitor's answers and whether the long version was started, as one comparable string. */
export function answersKey(state: SurveyState): string {
  return JSON.stringify([answerIdsOf(state.answeredQuestions), state.longVersionStarted]);
}

/**
 * The code of the visitor's own result when it was made of exactly the answers they hold now
 * (and no group is pending): opening the result again shows it instead of making a copy.
 */
export function resultOfCurrentAnswers(state: SurveyState): string | null {
  if (!state.resultCode || state.groupCode !== null) return null;
  return state.resultAnswers === answersKey(state) ? state.resultCode : null;
}

/**
 * Records a choice (product.md §4): the list of selected ids; an empty or null selection removes it. An
 * answer given to a passed question is no longer passed.
 */
export function answerQuestion(
  state: SurveyState,
  { questionId, answerIds }: { questionId: number; answerIds: readonly number[] | null },
): SurveyState {
  const answered = answerIds !== null && answerIds.length > 0;
  return {
    ...state,
    answeredQuestions: selectAnswers(state.answeredQuestions, questionId, answerIds),
    passedQuestions: answered
      ? state.passedQuestions.filter((id) => id !== questionId)
      : state.passedQuestions,
    answersReady: false,
  };
}

/**
 * Brings stored answers in line with the questionnaire now served: answers given against
 * another version keep only the questions and answers that still exist, and the visitor is told.
 */
export function reconcileWithQuestionnaire(
  state: SurveyState,
  { version, questions }: { version: string; questions: readonly Question[] },
): SurveyState {
  if (state.questionnaireVersion === version) return state;
  if (state.questionnaireVersion === null) return { ...state, questionnaireVersion: version };
  const valid = new Map(
    leafQuestions(questions).map((q) => [q.id, new Set(q.answers.map((a) => a.id))]),
  );
  const kept: Record<number, readonly number[]> = {};
  let dropped = false;
  for (const [id, answerIds] of Object.entries(state.answeredQuestions)) {
    const answers = valid.get(Number(id));
    const still = answers ? answerIds.filter((answerId) => answers.has(answerId)) : [];
    if (still.length !== answerIds.length) dropped = true;
    if (still.length > 0) kept[Number(id)] = still;
  }
  return {
    ...state,
    questionnaireVersion: version,
    answeredQuestions: kept,
    passedQuestions: state.passedQuestions.filter((id) => valid.has(id)),
    versionNotice: state.versionNotice || dropped,
    answersReady: false,
    resultCode: dropped ? null : state.resultCode,
    resultSecret: dropped ? null : state.resultSecret,
    resultGroup: dropped ? null : state.resultGroup,
    resultRefused: dropped ? null : state.resultRefused,
  };
}

/**
 * The visitor's new result was created (in the group the survey was taken for, if any, or outside
 * it when the group `refused` it): it is theirs now, with its secret, and the group is no longer
 * pending.
 */
export function resultCreated(
  state: SurveyState,
  {
    code,
    secret,
    group,
    refused = null,
  }: { code: string; secret: string; group: string | null; refused?: string | null },
): SurveyState {
  return {
    ...state,
    resultCode: code,
    resultSecret: secret,
    resultGroup: group,
    resultRefused: refused,
    resultAnswers: answersKey(state),
    groupCode: null,
    answersReady: true,
    sending: null,
    deviceResults: [
      ...state.deviceResults.filter((kept) => kept.code !== code),
      { code, secret },
    ].slice(-DEVICE_RESULTS_KEPT),
  };
}

/** Redo (product.md §2): clears loaded answers and all answers, and the flags that came with them. */
export function restartSurvey(state: SurveyState): SurveyState {
  return {
    ...INITIAL_SURVEY_STATE,
    questionnaireVersion: state.questionnaireVersion,
    deviceResults: state.deviceResults,
  };
}

function parseDeviceResults(stored: Partial<SurveyState>): DeviceResult[] {
  const list = Array.isArray(stored.deviceResults) ? (stored.deviceResults as unknown[]) : [];
  const results = list.filter(
    (item): item is DeviceResult =>
      typeof (item as DeviceResult | null)?.code === 'string' &&
      typeof (item as DeviceResult | null)?.secret === 'string',
  );
  // A result made before the browser kept a history is its first entry.
  const { resultCode, resultSecret } = stored;
  if (
    typeof resultCode === 'string' &&
    typeof resultSecret === 'string' &&
    !results.some((result) => result.code === resultCode)
  ) {
    results.unshift({ code: resultCode, secret: resultSecret });
  }
  return results.slice(-DEVICE_RESULTS_KEPT);
}

/** A kept key: 32 random bytes in base64url, 43 characters (the contract's SEND_KEY_PATTERN). */
function parseSending(stored: unknown): PendingSend | null {
  const { key, of } = (stored ?? {}) as Partial<PendingSend>;
  return /^[\w-]{43}$/.test(String(key)) && typeof of === 'string'
    ? { key: String(key), of }
    : null;
}

/** Parses what was stored in the browser, tolerating anything broken or from older releases. */
export function parseStoredState(text: string | null): SurveyState {
  if (!text) return INITIAL_SURVEY_STATE;
  try {
    const stored = JSON.parse(text) as Partial<SurveyState>;
    if (typeof stored !== 'object' || stored === null) return INITIAL_SURVEY_STATE;
    const answers: Record<number, number[]> = {};
    for (const [id, ids] of Object.entries(stored.answeredQuestions ?? {})) {
      if (Array.isArray(ids) && ids.every(Number.isInteger) && ids.length > 0) {
        answers[Number(id)] = ids as number[];
      }
    }
    const passed = Array.isArray(stored.passedQuestions)
      ? (stored.passedQuestions as unknown[])
      : [];
    return {
      ...INITIAL_SURVEY_STATE,
      ...stored,
      answeredQuestions: answers,
      passedQuestions: passed.filter((id): id is number => Number.isInteger(id)),
      resultSecret: typeof stored.resultSecret === 'string' ? stored.resultSecret : null,
      versionNotice: Boolean(stored.versionNotice),
      groupCode: typeof stored.groupCode === 'string' ? stored.groupCode : null,
      resultGroup: typeof stored.resultGroup === 'string' ? stored.resultGroup : null,
      resultRefused: typeof stored.resultRefused === 'string' ? stored.resultRefused : null,
      resultAnswers: typeof stored.resultAnswers === 'string' ? stored.resultAnswers : null,
      deviceResults: parseDeviceResults(stored),
      sending: parseSending(stored.sending),
    };
  } catch {
    return INITIAL_SURVEY_STATE;
  }
}

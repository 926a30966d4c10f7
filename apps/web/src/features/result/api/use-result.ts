import { useEffect, useState } from 'react';
import {
  useLoaderData,
  useLocation,
  useNavigate,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import { answerIdsOf, isLocale, type Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { transportOf } from '@/lib/api-transport';
import { resultOfCurrentAnswers } from '@/state/survey-state';
import { getSurveyState, updateSurvey, useSurveyState } from '@/state/survey-store';
import { surveyPath, useEmbedded } from '@/lib/embedding';
import {
  fetchAnswerSet,
  fetchAverage,
  type AnswerSet,
  type Average,
} from '@/domain/results/results-api';

/** Where the result page stands (product.md §4: entering /result). */
export type ResultLoad =
  | { status: 'computing' }
  | { status: 'retrying' }
  /**
   * Scored on the device while the server cannot be reached, a result has no code yet: not sent,
   * and nothing that needs a code is offered (decision 0059).
   */
  | { status: 'ready'; answerSet: AnswerSet }
  | { status: 'not-found' }
  | { status: 'no-answers' };

const RETRY_MS = 5000;

/** The result this page created last: its own address then needs no second request. */
let lastCreated: AnswerSet | null = null;

/** What the route loads before the page shows a result by its code. */
export type LoadedResult =
  | {
      code: string;
      locale: Locale;
      answerSet: AnswerSet;
      /** The average cross of the result's version: the page needs no API call once it works. */
      average: Average;
    }
  | { code: string; locale: Locale; notFound: true };

/**
 * The route's loader (on the server too): the result of `?id=` and the average cross of its
 * version, "not found", or null when there is no code or the server cannot be reached now (the
 * page then retries). Its explanation comes with the part that shows it (ResultArms).
 */
export async function loadResult({
  request,
  params,
  context,
}: LoaderFunctionArgs): Promise<LoadedResult | null> {
  const transport = transportOf(context);
  const code = new URL(request.url).searchParams.get('id');
  const locale: Locale = isLocale(params.lang) ? params.lang : 'de';
  if (!code) return null;
  try {
    const found = lastCreated?.code === code ? lastCreated : fetchAnswerSet(code, transport);
    const [answerSet, average] = await Promise.all([
      found,
      Promise.resolve(found).then((set) => fetchAverage(set.questionnaireVersion, transport)),
    ]);
    return { code, locale, answerSet, average };
  } catch (error) {
    if (error instanceof ApiError && !error.retryable) return { code, locale, notFound: true };
    return null;
  }
}

/**
 * Creates or loads the result (product.md §4): without an id the visitor's answers are posted (the
 * server scores them), the route becomes /result?id={code} and the code is kept as the
 * visitor's cross, unless their own result was made of these very answers (it is shown then);
 * with an id the result is loaded. Failures keep the answers and retry.
 */
export function useResult(locale: Locale): {
  load: ResultLoad;
  /** The result the route loaded, if it did. */
  loaded: LoadedResult | null;
  retryNow: () => void;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const embedded = useEmbedded();
  const location = useLocation();
  const survey = useSurveyState();
  const code = params.get('id');
  const created = (location.state as { created?: AnswerSet } | null)?.created;
  const key = code ?? 'new';
  const [fetched, setFetched] = useState<{ key: string; load: ResultLoad }>({
    key,
    load: { status: 'computing' },
  });
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoaderData<LoadedResult | null>();
  const fromRoute = code && loaded?.code === code ? loaded : null;

  // What is known without asking the server again.
  const known: ResultLoad | null =
    code && created?.code === code
      ? { status: 'ready', answerSet: created }
      : fromRoute
        ? 'notFound' in fromRoute
          ? { status: 'not-found' }
          : { status: 'ready', answerSet: fromRoute.answerSet }
        : !code && answerIdsOf(survey.answeredQuestions).length === 0
          ? { status: 'no-answers' }
          : null;

  const needsServer = known === null;

  // Decided once, as the page opens: a result created here afterwards is not "opened again".
  const [ownOfTheseAnswers] = useState(() =>
    code ? null : resultOfCurrentAnswers(getSurveyState()),
  );
  useEffect(() => {
    if (!needsServer) return;
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Tried again every RETRY_MS (the queue of waiting results also sends at once when online).
    const retry = () => {
      timer = setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    };
    // A result scored on the device stays as it was drawn while it waits to be sent.
    const keepShown = (load: ResultLoad) =>
      setFetched((before) =>
        before.key === key && before.load.status === 'ready' ? before : { key, load },
      );
    const fail = (error: unknown) => {
      if (!current) return;
      if (error instanceof ApiError && !error.retryable) {
        setFetched({ key, load: { status: code ? 'not-found' : 'no-answers' } });
        return;
      }
      keepShown({ status: 'retrying' });
      retry();
    };
    if (code) {
      fetchAnswerSet(code).then((answerSet) => {
        if (!current) return;
        updateSurvey((state) => ({ ...state, answersReady: true }));
        setFetched({ key, load: { status: 'ready', answerSet } });
      }, fail);
    } else if (ownOfTheseAnswers) {
      // A bookmark or a typed /result: the visitor's own result of these answers, no copy.
      void navigate(surveyPath(locale, `/result?id=${ownOfTheseAnswers}`, embedded), {
        replace: true,
      });
    } else {
      // The code that makes a result comes only where one is made (not with a shared link).
      import('./create-result')
        .then(({ resultOfAnswers }) => resultOfAnswers(locale))
        .then(({ answerSet, refused }) => {
          if (!current) return;
          if (!answerSet.code) {
            keepShown({ status: 'ready', answerSet });
            retry();
            return;
          }
          lastCreated = answerSet;
          void navigate(surveyPath(locale, `/result?id=${answerSet.code}`, embedded), {
            replace: true,
            state: { created: answerSet, groupRefused: refused },
          });
        }, fail);
    }
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [code, key, locale, navigate, attempt, needsServer, embedded, ownOfTheseAnswers]);

  const load = known ?? (fetched.key === key ? fetched.load : { status: 'computing' });
  return { load, loaded: fromRoute, retryNow: () => setAttempt((n) => n + 1) };
}

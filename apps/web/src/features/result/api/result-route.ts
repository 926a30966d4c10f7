import { redirect, replace, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { transportOf, type ApiTransport } from '@/lib/api-transport';
import { readingOf } from '@/lib/reading';
import { getAuth } from '@/lib/auth-session';
import {
  fetchAnswerSet,
  fetchAverage,
  fetchExplanation,
  type AnswerSet,
  type Explanation,
  type ShownAverage,
} from '@/domain/results/results-api';

/**
 * What the result route loads (product.md §4: entering /result), the one source of the page's
 * result, its average and its explanation.
 */
export type ResultData =
  /**
   * A stored result (`?id=`); `made`: made by this page just now (its cross builds itself).
   * `explanation`: why each value is where it is, on its way (null when it cannot be read); the
   * server leaves it out (it renders no part that shows it, and does not know the visitor's
   * login), and the page's loader reads it in the browser when a part needs it (decision 0066).
   */
  | {
      status: 'shown';
      answerSet: AnswerSet;
      average: ShownAverage;
      made: boolean;
      explanation?: Promise<Explanation | null>;
      /**
       * The login the browser read the result with (null: none); absent where the server read it,
       * which reads without one: the result's owner is named to its owner only (decision 0045).
       */
      readAs?: number | null;
      /** Which read of the browser this is (a later one has a larger number); absent: the server's. */
      read?: number;
    }
  /**
   * Scored on the device while the server cannot be reached: no code yet, and nothing that needs
   * one is offered (decision 0059). The page looks again until it is stored.
   */
  | { status: 'unsent'; answerSet: AnswerSet; average: ShownAverage; made: boolean }
  /** The server cannot be reached now and the device cannot score it: the page looks again. */
  | { status: 'retrying' }
  | { status: 'not-found' }
  /** No answers to make a result of; `allPassed`: the visitor passed every question. */
  | { status: 'no-answers'; allPassed: boolean }
  /** Answers no result was made of yet (the address opened directly): the page makes it. */
  | { status: 'unmade' }
  /** Rendered by the server without a code: only the device knows its answers. */
  | { status: 'on-device' };

/** The statuses under which the page looks again, every few seconds and when back online. */
export function waitsForServer(data: ResultData): boolean {
  return data.status === 'retrying' || data.status === 'unsent';
}

/**
 * The result the route's action made last in this page (its code; '' while it waits on the
 * device), until the page showed it: only that first showing draws the cross building itself.
 */
let madeHere: string | null = null;

/** Whether the result of `code` was made here and not shown yet; it counts as shown from now. */
function firstShownHere(code: string): boolean {
  const made = madeHere === code;
  if (made) madeHere = null;
  return made;
}

function localeOf(lang: string | undefined): Locale {
  return isLocale(lang) ? lang : 'de';
}

/** How many stored results the browser read in this page's life (each read's number). */
let reads = 0;

/** What a stored result is read with: the page's language, reading and way to the API. */
interface Reader {
  locale: Locale;
  request: Request;
  transport: ApiTransport;
}

async function loadStored(
  code: string,
  { locale, request, transport }: Reader,
): Promise<ResultData> {
  // The server reads without a login; the browser with the one it holds now.
  const readAs = import.meta.env.SSR ? undefined : (getAuth()?.id ?? null);
  try {
    const answerSet = await fetchAnswerSet(code, transport);
    // Not awaited: the page shows while it comes (the part that shows it waits for it).
    const explanation = import.meta.env.SSR
      ? undefined
      : fetchExplanation(code, locale, readingOf(request), transport).catch(() => null);
    const average = await fetchAverage(answerSet.questionnaireVersion, transport).catch(
      () => undefined,
    );
    const read = import.meta.env.SSR ? undefined : ++reads;
    return {
      status: 'shown',
      answerSet,
      average,
      made: firstShownHere(code),
      explanation,
      readAs,
      read,
    };
  } catch (error) {
    if (error instanceof ApiError && !error.retryable) return { status: 'not-found' };
    return { status: 'retrying' };
  }
}

/**
 * The route's loader, on the server and in the browser: the result of `?id=` with the average
 * cross of its version; without a code, what the device holds (its own result of these answers
 * is shown by its address, one waiting to be sent is scored here).
 */
export async function loadResult({
  request,
  params,
  context,
}: LoaderFunctionArgs): Promise<ResultData> {
  const url = new URL(request.url);
  const code = url.searchParams.get('id');
  if (code) {
    return loadStored(code, {
      locale: localeOf(params.lang),
      request,
      transport: transportOf(context),
    });
  }
  if (import.meta.env.SSR) return { status: 'on-device' };
  const { resultOnDevice } = await import('./result-on-device');
  const found = await resultOnDevice(localeOf(params.lang));
  if (found.status === 'sent') throw replace(`${url.pathname}?id=${found.code}`);
  return found.status === 'unsent' ? { ...found, made: firstShownHere('') } : found;
}

/**
 * The route's action, in the browser only (the answers are the device's): makes the result of
 * the visitor's answers and leads to its address; a result that could not be sent yet waits on
 * the device and shows at the route's own address; answers the server refuses for good say so.
 */
export const makeResult = import.meta.env.SSR
  ? undefined
  : async ({ request, params }: ActionFunctionArgs) => {
      const { pathname } = new URL(request.url);
      const { resultOfAnswers } = await import('./create-result');
      try {
        const { answerSet } = await resultOfAnswers(localeOf(params.lang));
        madeHere = answerSet.code;
        return redirect(answerSet.code ? `${pathname}?id=${answerSet.code}` : pathname);
      } catch (error) {
        if (error instanceof ApiError && !error.retryable) return { refused: true as const };
        // Kept on the device and sent when it can be: the page says so and looks again.
        return redirect(pathname);
      }
    };

import { redirect, replace, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { ApiError } from '@/lib/api-client';
import { transportOf, type ApiTransport } from '@/lib/api-transport';
import {
  fetchAnswerSet,
  fetchAverage,
  type AnswerSet,
  type ShownAverage,
} from '@/domain/results/results-api';

/**
 * What the result route loads (product.md §4: entering /result), the one source of the page's
 * result and average. A result's explanation comes with the part that shows it (ResultArms).
 */
export type ResultData =
  /** A stored result (`?id=`); `made`: made by this page just now (its cross builds itself). */
  | { status: 'shown'; answerSet: AnswerSet; average: ShownAverage; made: boolean }
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

async function loadStored(code: string, transport: ApiTransport): Promise<ResultData> {
  try {
    const answerSet = await fetchAnswerSet(code, transport);
    const average = await fetchAverage(answerSet.questionnaireVersion, transport).catch(
      () => undefined,
    );
    return { status: 'shown', answerSet, average, made: firstShownHere(code) };
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
  if (code) return loadStored(code, transportOf(context));
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

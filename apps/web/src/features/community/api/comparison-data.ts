import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { transportOf, type ApiTransport } from '@/lib/api-transport';
import { getAuth } from '@/lib/auth-session';
import { isLocale } from '@values-cross/core';
import {
  fetchAnswerSet,
  fetchAverage,
  fetchExplanation,
  rangesOf,
  scoresOf,
} from '@/domain/results/results-api';
import { getSurveyState } from '@/state/survey-store';
import { fetchGalleryPerson, type GalleryPerson } from './gallery-api';
import { loadFirstGalleryPage, type GalleryPage } from './use-gallery';
import { readingOf } from '@/lib/reading';

/** `?with=average` compares with the average cross instead of a person. */
export const AVERAGE = 'average';

/** What the compare page shows, loaded before it does. */
export interface ComparisonData {
  /** The visitor's own result: the one in this browser, else the account's. */
  ownCode: string | null;
  /** Its scores; null when there is none or it cannot be read (gone, or offline). */
  own: { scores: number[]; version: string } | null;
  /** The one-answer ranges of the own values (from the server's explanation), when available. */
  ownRanges: ReadonlyMap<number, { low: number; high: number }> | null;
  average: number[] | null;
  gallery: GalleryPage | null;
  /** The person named by `?with=` when they are not on the gallery's first page. */
  linked: GalleryPerson | null;
}

/** The visitor's own result code, from the survey in this browser or the login. */
export function ownResultCode(): string | null {
  return getSurveyState().resultCode ?? getAuth()?.swissCross ?? null;
}

async function ownScores(
  code: string | null,
  transport: ApiTransport,
): Promise<ComparisonData['own']> {
  if (!code) return null;
  return fetchAnswerSet(code, transport).then(
    (set) => ({ scores: scoresOf(set), version: set.questionnaireVersion }),
    () => null,
  );
}

/** Route loader of /compare: own cross, the average of its version, the gallery and `?with=`. */
export async function loadComparison({
  request,
  params,
  context,
}: Pick<LoaderFunctionArgs, 'request' | 'params' | 'context'>): Promise<ComparisonData> {
  const transport = transportOf(context);
  const chosen = new URL(request.url).searchParams.get('with') ?? '';
  const ownCode = ownResultCode();
  const locale = isLocale(params.lang) ? params.lang : 'de';
  const [own, gallery, explanation] = await Promise.all([
    ownScores(ownCode, transport),
    loadFirstGalleryPage({ context }),
    ownCode
      ? fetchExplanation(ownCode, locale, readingOf(request), transport).catch(() => null)
      : null,
  ]);
  const missing =
    chosen !== '' && chosen !== AVERAGE && !gallery?.people.some((p) => String(p.id) === chosen);
  const [average, linked] = await Promise.all([
    // Not loaded is as not there: the page then offers no average, and claims nothing of it.
    own
      ? fetchAverage(own.version, transport).then(
          (found) => found?.scores ?? null,
          () => null,
        )
      : null,
    missing ? fetchGalleryPerson(chosen, transport).catch(() => null) : null,
  ]);
  const ownRanges = explanation ? rangesOf(explanation) : null;
  return { ownCode, own, ownRanges, average, gallery, linked };
}

/** Choosing someone else on the page changes only `?with=`: the loaded data stays. */
export function keepComparisonWhileChoosing({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const onlyChoice =
    currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  return onlyChoice ? false : defaultShouldRevalidate;
}

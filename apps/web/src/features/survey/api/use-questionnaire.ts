import { useEffect } from 'react';
import { isLocale, type Locale } from '@values-cross/core';
import {
  data,
  useLoaderData,
  useParams,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router';
import { updateSurvey } from '@/state/survey-store';
import { reconcileWithQuestionnaire } from '@/state/survey-state';
import { readingOf } from '@/lib/reading';
import { transportOf } from '@/lib/api-transport';
import { browserStore } from '@/lib/browser-store';
import {
  fetchQuestionnaire,
  type ServedQuestionnaire,
} from '@/domain/questionnaire/questionnaire-api';

/** Where loading the current questionnaire stands. */
export type QuestionnaireLoad =
  | { status: 'loading' }
  | { status: 'ready'; questionnaire: ServedQuestionnaire }
  | { status: 'error' };

const RETRY_MS = 3000;
const LOADING: QuestionnaireLoad = { status: 'loading' };
/** The current questionnaire per language, loaded once per page life (in memory only). */
const loads = browserStore<Partial<Record<Locale, QuestionnaireLoad>>>({ initial: {} });
const inFlight = new Map<Locale, Promise<void>>();

/** The loads with the one of `locale` replaced. */
const withLoad = (locale: Locale, load: QuestionnaireLoad) => ({ ...loads.get(), [locale]: load });

/**
 * Takes a loaded questionnaire as the current one: the visitor's answers are checked against it.
 * The one a page was rendered with is taken without telling the page, which shows it already.
 */
function accept(locale: Locale, questionnaire: ServedQuestionnaire, { quietly = false } = {}) {
  updateSurvey((state) => reconcileWithQuestionnaire(state, questionnaire));
  loads.set(withLoad(locale, { status: 'ready', questionnaire }), { quietly });
}

/** Loads the questionnaire of a language once per page life (a failure is tried again next time). */
function loadQuestionnaire(locale: Locale): Promise<void> {
  if (loads.get()[locale]?.status === 'ready') return Promise.resolve();
  let pending = inFlight.get(locale);
  if (!pending) {
    pending = fetchQuestionnaire(locale)
      .then((questionnaire) => accept(locale, questionnaire))
      .catch(() => loads.set(withLoad(locale, { status: 'error' })))
      .finally(() => inFlight.delete(locale));
    inFlight.set(locale, pending);
  }
  return pending;
}

/**
 * The loader of the survey's pages (on the server too): the current questionnaire in the page's
 * language, or null when it cannot be loaded now (the page then retries). With `bound`, a route
 * number beyond it (question 999, chapter 5) is a 404.
 */
export function questionnaireLoader(
  bound?: (questionnaire: ServedQuestionnaire) => number,
): (args: LoaderFunctionArgs) => Promise<ServedQuestionnaire | null> {
  return async ({ params, request, context }) => {
    const locale: Locale = isLocale(params.lang) ? params.lang : 'de';
    let questionnaire: ServedQuestionnaire | null;
    if (typeof window === 'undefined') {
      const reading = readingOf(request);
      const transport = transportOf(context);
      questionnaire = await fetchQuestionnaire(locale, { reading, transport }).catch(() => null);
    } else {
      await loadQuestionnaire(locale);
      const load = loads.get()[locale];
      questionnaire = load?.status === 'ready' ? load.questionnaire : null;
    }
    const id = params.id;
    if (questionnaire && bound && id !== undefined && id !== '') {
      const n = /^\d+$/.test(id) ? Number(id) : 0;
      if (n < 1 || n > bound(questionnaire)) throw data(null, { status: 404 });
    }
    return questionnaire;
  };
}

/**
 * The current questionnaire in the page's language, as the route loaded it (also when the page
 * was rendered by the server). Where it could not be loaded, the route's loader tries again every
 * RETRY_MS while the page waits (and at once on the visitor's "try again").
 */
export function useQuestionnaire(): QuestionnaireLoad {
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  const fromRoute = useLoaderData<ServedQuestionnaire | null>();
  const { revalidate, state } = useRevalidator();
  const trying = state === 'loading';
  useEffect(() => {
    if (fromRoute) {
      // The one the server rendered the page with: the visitor's answers are checked against it.
      if (loads.get()[locale]?.status !== 'ready') accept(locale, fromRoute, { quietly: true });
      return;
    }
    if (trying) return;
    const timer = setTimeout(() => void revalidate(), RETRY_MS);
    return () => clearTimeout(timer);
  }, [fromRoute, locale, trying, revalidate]);
  if (fromRoute) return { status: 'ready', questionnaire: fromRoute };
  return trying ? LOADING : { status: 'error' };
}

import { questionOrder, shortVersionLength, type Locale } from '@values-cross/core';
import { useMemo } from 'react';
import { useNavigate, useNavigation, useParams, useSubmit } from 'react-router';
import { isLocale } from '@values-cross/core';
import type { ServedQuestionnaire } from '@/domain/questionnaire/questionnaire-api';
import { surveyPath, useEmbedded } from '@/lib/embedding';
import { useSurveyState } from '@/state/survey-store';

/** Parses an optional route id (product.md §2: ids optional): missing means 1; anything else invalid is null. */
export function routeNumber(id: string | undefined, max: number): number | null {
  if (id === undefined || id === '') return 1;
  if (!/^\d+$/.test(id)) return null;
  const n = Number(id);
  return n >= 1 && n <= max ? n : null;
}

/** The flow over the loaded questionnaire: order, totals and the language prefix for routes. */
export function useSurveyFlow(questionnaire: ServedQuestionnaire) {
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  const state = useSurveyState();
  const embedded = useEmbedded();
  const order = useMemo(() => questionOrder(questionnaire.questions), [questionnaire]);
  const shortLength = shortVersionLength(order);
  const navigate = useNavigate();
  const submit = useSubmit();
  const navigation = useNavigation();
  const path = (route: string) => surveyPath(locale, route, embedded);
  const resultPath = path('/result');
  return {
    locale,
    state,
    order,
    shortLength,
    /** Progress counts to the end of the short version until the long version is started. */
    totalFor: (position: number) =>
      state.longVersionStarted || position > shortLength ? order.length : shortLength,
    path,
    /**
     * Goes on to a route of the flow: the result is made by its route's action, which leads to
     * its address (the answers are the device's, nothing is sent in the form).
     */
    goTo: (route: string, { replace = false }: { replace?: boolean } = {}) => {
      if (route === '/result') void submit(null, { method: 'post', action: resultPath, replace });
      else void navigate(path(route), { replace });
    },
    /** Whether the result is being made (the page stays until it leads there). */
    makingResult: navigation.state === 'submitting' && navigation.formAction === resultPath,
  };
}

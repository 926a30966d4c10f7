import { VALUE_DIMENSIONS, type Locale } from '@values-cross/core';
import type { StandingResponse } from '@/lib/population-api';
import { usePopulationNames } from '@/lib/population-names';
import { useTranslation } from '@/lib/translation';

/** Whom a standing compares with, in words: everyone, a canton or an age group. */
function usePopulationLabel(standing: StandingResponse, locale: Locale): string {
  const { t } = useTranslation('population');
  const names = usePopulationNames(locale);
  if (standing.among === 'canton' && standing.canton) return names.canton(standing.canton);
  if (standing.among === 'age' && standing.ageBand) {
    return t('standing.population.age', { ageBand: names.ageBand(standing.ageBand) });
  }
  return t('standing.population.all');
}

/** Each value's share of the population below the visitor's, as a sentence and a bar. */
export function StandingShares({
  standing,
  locale,
}: {
  standing: StandingResponse;
  locale: Locale;
}) {
  const { t } = useTranslation('population');
  const { t: tResult } = useTranslation('result');
  const population = usePopulationLabel(standing, locale);
  if (standing.size === null) return <p className="standing__few">{t('standing.tooFew')}</p>;
  return (
    <>
      <p>{t('standing.comparedWith', { population, size: standing.size })}</p>
      <p>{t('standing.version', { version: standing.questionnaireVersion })}</p>
      <ul className="standing__shares">
        {VALUE_DIMENSIONS.map(({ key, index }) => {
          const share = standing.lower[`score${index + 1}` as keyof StandingResponse['lower']];
          if (share === null) return null;
          return (
            <li key={key}>
              <span>
                {t('standing.line', { value: tResult(`dimensions.${key as 'curiosity'}`), share })}
              </span>
              {/* A drawing, not a styled box: the page's policy allows no inline styles. */}
              <svg
                className="standing__bar"
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <rect width="100" height="4" rx="2" className="standing__bar-track" />
                <rect width={share} height="4" rx="2" className="standing__bar-share" />
              </svg>
            </li>
          );
        })}
      </ul>
    </>
  );
}

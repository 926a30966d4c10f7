import { Link } from 'react-router';
import type { AgeBand, Canton, LanguageRegion, Locale } from '@values-cross/core';
import type { OpenDataCell } from '@values-cross/contract';
import { usePopulationNames } from '@/domain/population/population-names';
import { useTranslation } from '@/lib/translation';

type Dimension = 'canton' | 'ageBand' | 'languageRegion';
const PARAMETER: Record<Dimension, string> = {
  canton: 'canton',
  ageBand: 'ageBand',
  languageRegion: 'region',
};
const OTHERS: Record<Dimension, Dimension[]> = {
  canton: ['ageBand', 'languageRegion'],
  ageBand: ['canton', 'languageRegion'],
  languageRegion: ['canton', 'ageBand'],
};

/** The codes of one dimension that have a cell of their own (the other two as margins). */
function withFigures(cells: readonly OpenDataCell[], dimension: Dimension): string[] {
  return cells
    .filter(
      (cell) => cell[dimension] !== 'all' && OTHERS[dimension].every((o) => cell[o] === 'all'),
    )
    .map((cell) => cell[dimension]);
}

/**
 * Which cantons, age groups and language regions of a snapshot have figures, each a link to its
 * cell: a reader sees at once what the data can answer.
 */
export function CellOverview({
  cells,
  locale,
  query,
}: {
  cells: readonly OpenDataCell[];
  locale: Locale;
  /** The snapshot and version of the page, kept in the links. */
  query: string;
}) {
  const { t } = useTranslation('population');
  const names = usePopulationNames(locale);
  const nameOf: Record<Dimension, (code: string) => string> = {
    canton: (code) => names.canton(code as Canton),
    ageBand: (code) => names.ageBand(code as AgeBand),
    languageRegion: (code) => names.region(code as LanguageRegion),
  };
  const lines: [Dimension, 'cantons' | 'ageBands' | 'regions'][] = [
    ['canton', 'cantons'],
    ['ageBand', 'ageBands'],
    ['languageRegion', 'regions'],
  ];
  return (
    <section aria-labelledby="open-data-overview">
      <h2 id="open-data-overview">{t('openData.overview.heading')}</h2>
      <p>{t('openData.overview.lead')}</p>
      <dl className="open-data__overview">
        {lines.map(([dimension, label]) => {
          const codes = withFigures(cells, dimension);
          return (
            <div key={dimension}>
              <dt>{t(`openData.overview.${label}`)}</dt>
              <dd>
                {codes.length === 0
                  ? t('openData.overview.none')
                  : codes.map((code, i) => (
                      <span key={code}>
                        {i > 0 && ', '}
                        <Link to={`/${locale}/open-data?${query}&${PARAMETER[dimension]}=${code}`}>
                          {nameOf[dimension](code)}
                        </Link>
                      </span>
                    ))}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

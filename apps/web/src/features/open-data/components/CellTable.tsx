import { VALUE_DIMENSIONS } from '@values-cross/core';
import type { OpenDataCell } from '@values-cross/contract';
import { useTranslation } from '@/lib/translation';
import { QuantileChart } from './QuantileChart';

const points = (figure: number) => Math.round(figure * 100);

/** One cell's values: a chart and the mean and quartiles (points 0..100) per value. */
export function CellTable({ cell, caption }: { cell: OpenDataCell; caption: string }) {
  const { t } = useTranslation('population');
  const { t: tResult } = useTranslation('result');
  return (
    <>
      <p id="open-data-caption" className="open-data__caption">
        {caption}
      </p>
      <p className="open-data__scroll-hint">{t('openData.scrollHint')}</p>
      {/* Scrolls sideways on the narrowest screens: focusable, so that keys can scroll it too. */}
      <div
        className="open-data__table"
        role="region"
        aria-labelledby="open-data-caption"
        tabIndex={0}
      >
        <table className="quantiles" aria-labelledby="open-data-caption">
          <thead>
            <tr>
              <th scope="col">{t('openData.table.value')}</th>
              <th scope="col" className="quantiles__chart">
                {t('openData.table.distribution')}
              </th>
              <th scope="col">{t('openData.table.mean')}</th>
              <th scope="col">{t('openData.table.median')}</th>
              <th scope="col">{t('openData.table.middleHalf')}</th>
            </tr>
          </thead>
          <tbody>
            {VALUE_DIMENSIONS.map(({ key }) => {
              const value = cell.values[key];
              if (!value) return null;
              return (
                <tr key={key}>
                  <th scope="row">{tResult(`dimensions.${key as 'curiosity'}`)}</th>
                  <td className="quantiles__chart">
                    <QuantileChart
                      mean={points(value.mean)}
                      q1={points(value.q1)}
                      median={points(value.median)}
                      q3={points(value.q3)}
                    />
                  </td>
                  <td>{points(value.mean)}</td>
                  <td>{points(value.median)}</td>
                  <td className="quantiles__range">
                    {points(value.q1)}–{points(value.q3)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

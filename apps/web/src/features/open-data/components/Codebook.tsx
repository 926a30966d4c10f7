import { VALUE_DIMENSIONS } from '@values-cross/core';
import { openDataCodebookPath } from '@values-cross/contract/paths';
import {
  OPEN_DATA_FIGURES as FIGURES,
  OPEN_DATA_KEY_COLUMNS as KEY_COLUMNS,
} from '@values-cross/contract';
import { useTranslation } from '@/lib/translation';

/**
 * The codebook on the page: every column of the files and what it means, in the page's language;
 * the same in four languages as a file.
 */
export function Codebook() {
  const { t } = useTranslation('population');
  const { t: tResult } = useTranslation('result');
  const rows = [
    ...KEY_COLUMNS.map((name) => [name, t(`openData.codebook.columns.${name}`)] as const),
    ...VALUE_DIMENSIONS.flatMap(({ key }) =>
      FIGURES.map(
        (figure) =>
          [
            `${key}_${figure}`,
            t(`openData.codebook.figures.${figure}`, {
              value: tResult(`dimensions.${key as 'curiosity'}`),
            }),
          ] as const,
      ),
    ),
  ];
  return (
    <section aria-labelledby="open-data-codebook">
      <h2 id="open-data-codebook">{t('openData.codebook.heading')}</h2>
      <p>{t('openData.codebook.lead')}</p>
      <div
        className="open-data__table"
        role="region"
        aria-labelledby="open-data-codebook"
        tabIndex={0}
      >
        <table className="codebook">
          <thead>
            <tr>
              <th scope="col">{t('openData.codebook.column')}</th>
              <th scope="col">{t('openData.codebook.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, meaning]) => (
              <tr key={name}>
                <th scope="row">
                  <code translate="no">{name}</code>
                </th>
                <td>{meaning}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href={openDataCodebookPath} download>
          {t('openData.codebook.file')}
        </a>
      </p>
    </section>
  );
}

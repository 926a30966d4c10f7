import { useLoaderData, useParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { openDataPath } from '@values-cross/contract/paths';
import { usePopulationNames } from '@/domain/population/population-names';
import { useTranslation } from '@/lib/translation';
import { useEffect } from 'react';
import { AboutTheData } from '../components/AboutTheData';
import { CellChoice } from '../components/CellChoice';
import { CellOverview } from '../components/CellOverview';
import { CellTable } from '../components/CellTable';
import { Citation } from '../components/Citation';
import { Codebook } from '../components/Codebook';
import { loadOpenData, type Chosen, type OpenDataView } from '../api/open-data-load';
import '@/components/ui/field.css';
import '@/components/ui/notice.css';
import '../open-data.css';

export const loader = loadOpenData;

/** The chosen cell in words: "Switzerland", or its canton, age group and region. */
function useCellName(chosen: Chosen, locale: Locale): string {
  const { t } = useTranslation('population');
  const names = usePopulationNames(locale);
  const parts = [
    chosen.canton !== 'all' && names.canton(chosen.canton),
    chosen.ageBand !== 'all' && names.ageBand(chosen.ageBand),
    chosen.languageRegion !== 'all' && names.region(chosen.languageRegion),
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(', ') : t('openData.switzerland');
}

function Downloads({ view }: { view: OpenDataView }) {
  const { t } = useTranslation('population');
  const files = view.index.snapshots
    .find((s) => s.snapshot === view.snapshot)
    ?.versions.find((v) => v.questionnaireVersion === view.version);
  const values = { version: view.version ?? '', snapshot: view.snapshot ?? '' };
  return (
    <section aria-labelledby="open-data-downloads">
      <h2 id="open-data-downloads">{t('openData.downloads.heading')}</h2>
      <ul>
        {files && (
          <>
            <li>
              <a href={files.csv} download>
                {t('openData.downloads.csv', values)}
              </a>
            </li>
            <li>
              <a href={files.json} download>
                {t('openData.downloads.json', values)}
              </a>
            </li>
          </>
        )}
        <li>
          <a href={openDataPath}>{t('openData.downloads.index')}</a>
        </li>
      </ul>
    </section>
  );
}

/**
 * /open-data (issue: open data): the distribution of each value per questionnaire version, for
 * Switzerland and per canton, age group and language region, with the method, the privacy
 * guarantee, the licence and the files.
 */
export function Component() {
  const { t } = useTranslation('population');
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  const view = useLoaderData<OpenDataView>();
  const name = useCellName(view.chosen, locale);
  const title = t('openData.meta.title');
  const productName = useTranslation('common').t('app.name');
  useEffect(() => {
    // Its own title, as the server's shell gave it for link previews (see LanguageRoute).
    document.head.dataset.title = document.title = title;
    return () => {
      delete document.head.dataset.title;
      document.title = productName;
    };
  }, [title, productName]);
  return (
    <>
      <h1>{t('openData.title')}</h1>
      <p>{t('openData.lead')}</p>
      <p className="open-data__sample">{t('openData.selfSelected')}</p>
      {view.index.snapshots.some((s) => s.versions.length > 1) && <p>{t('openData.versions')}</p>}
      {view.snapshot === null ? (
        <p>{t('openData.none')}</p>
      ) : (
        <>
          <CellChoice key={`${view.snapshot}/${view.version}`} view={view} locale={locale} />
          {view.unknown.length > 0 && (
            <p className="notice" role="status">
              {t('openData.unknownChoice', { values: view.unknown.join(', ') })}
            </p>
          )}
          {view.cell ? (
            <>
              <CellTable
                cell={view.cell}
                caption={t('openData.caption', {
                  population: name,
                  count: view.cell.count,
                  snapshot: view.snapshot,
                })}
              />
              <p className="field__hint">{t('openData.legend')}</p>
            </>
          ) : (
            <p className="notice" role="status">
              {t('openData.noCell')}
            </p>
          )}
          <Downloads view={view} />
          {view.file && (
            <CellOverview
              cells={view.file.cells}
              locale={locale}
              query={new URLSearchParams({
                snapshot: view.snapshot,
                version: view.version ?? '',
              }).toString()}
            />
          )}
          <Citation snapshot={view.snapshot} version={view.version ?? ''} url={view.address} />
        </>
      )}
      <Codebook />
      <AboutTheData minimumNetworks={view.index.rules.minimumNetworks} />
    </>
  );
}

import { useTranslation } from '@/lib/translation';

/** How to cite the snapshot shown: author, year, snapshot, version, licence and address. */
export function Citation({
  snapshot,
  version,
  url,
}: {
  snapshot: string;
  version: string;
  /** The page's address for this snapshot and version. */
  url: string;
}) {
  const { t } = useTranslation('population');
  return (
    <section aria-labelledby="open-data-citation">
      <h2 id="open-data-citation">{t('openData.citation.heading')}</h2>
      <p className="open-data__citation">
        {t('openData.citation.text', { year: snapshot.slice(0, 4), snapshot, version, url })}
      </p>
    </section>
  );
}

import { useTranslation } from '@/lib/translation';

const PARTS = ['method', 'guarantee', 'licence'] as const;

/**
 * The method, the privacy guarantee and the licence of the open data. The guarantee names the
 * networks a recount needs, unless the installation turned that rule off (decision 0048).
 */
export function AboutTheData({ minimumNetworks }: { minimumNetworks: number }) {
  const { t } = useTranslation('population');
  return PARTS.map((part) => (
    <section key={part} aria-labelledby={`open-data-${part}`}>
      <h2 id={`open-data-${part}`}>{t(`openData.${part}.heading`)}</h2>
      <p>
        {t(`openData.${part}.text`)}
        {part === 'guarantee' &&
          minimumNetworks > 1 &&
          ` ${t('openData.guarantee.networks', { networks: minimumNetworks })}`}
      </p>
      {part === 'licence' && (
        <p>
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="license">
            {t('openData.licence.link')}
          </a>
        </p>
      )}
    </section>
  ));
}

import { useTranslation } from '@/lib/translation';

/**
 * Value names as a list in the page's language ("Neugier und Technik", "curiosité et
 * technologie"), by the platform's list formatting.
 */
export function useValueList(): (keys: readonly string[]) => string {
  const { t, i18n } = useTranslation('result');
  return (keys) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      keys.map((key) => t(`dimensions.${key as 'curiosity'}`)),
    );
}

import { useTranslation } from '@/lib/translation';

/**
 * Value names as a list in the page's language ("Neugier, Natur und Technik"): joined by the
 * catalogue's "and", without the platform's list formatter (a page's first formatter costs a
 * phone 60-120 ms of its main thread: agreement-figures.ts).
 */
export function useValueList(): (keys: readonly string[]) => string {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  return (keys) => {
    const names = keys.map((key) => t(`dimensions.${key as 'curiosity'}`));
    const last = names.pop();
    return names.length === 0 ? (last ?? '') : `${names.join(', ')} ${tp('listAnd')} ${last}`;
  };
}

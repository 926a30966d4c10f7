import { useTranslation } from '../lib/translation';
import { Link, useParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { usePageStatus } from '../lib/page-status';
import { PlainLayout } from './layouts/PlainLayout';

/** Unmatched routes (product.md §2): 'This page could not be found' with a link home. */
export function NotFoundPage({ locale }: { locale?: Locale }) {
  const { t } = useTranslation();
  const { lang } = useParams();
  const home = locale ?? (isLocale(lang) ? lang : 'de');
  usePageStatus()?.notFound();
  return (
    <PlainLayout>
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to={`/${home}`}>{t('notFound.home')}</Link>
      </p>
    </PlainLayout>
  );
}

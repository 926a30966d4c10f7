import { useTranslation } from '../lib/translation';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { isLocale } from '@values-cross/core';
import { PlainLayout } from './layouts/PlainLayout';
import { NotFoundPage } from './NotFoundPage';
import { reloadOnceAfterChunkFailure } from './chunk-reload';

/** Route errors (product.md §8): the error's message and status, 500 by default; 404 has its own page. */
export function ErrorPage() {
  const error = useRouteError();
  const { lang } = useParams();
  const { t } = useTranslation();
  const locale = isLocale(lang) ? lang : 'de';
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFoundPage locale={locale} />;
  if (reloadOnceAfterChunkFailure(error)) return null;
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : '';
  return (
    <PlainLayout>
      <h1>{t('error.title')}</h1>
      <p>{t('error.status', { status })}</p>
      {message && <p className="error-message">{message}</p>}
      <p>
        <Link to={`/${locale}`}>{t('error.home')}</Link>
      </p>
    </PlainLayout>
  );
}

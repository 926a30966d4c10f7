import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { isLocale } from '@values-cross/core';
import { switchLocale } from '../lib/i18n';
import { rememberLanguage } from '../lib/language-cookie';
import { NotFoundPage } from './NotFoundPage';

/**
 * The root of every page: the first path segment is the language (spec 2). Loads that language's
 * catalogue, sets `<html lang>`, the title and the LANG cookie; anything else is a 404.
 */
export function LanguageRoute() {
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : null;
  const { t, i18n } = useTranslation();
  const [loadedLocale, setLoadedLocale] = useState<string | null>(null);

  useEffect(() => {
    if (!locale) return;
    let current = true;
    rememberLanguage(locale);
    void switchLocale(locale).then(() => {
      if (current) setLoadedLocale(locale);
    });
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    if (!locale || loadedLocale !== locale) return;
    document.documentElement.lang = locale;
    document.title = t('app.name');
  }, [locale, loadedLocale, t, i18n.language]);

  if (!locale) return <NotFoundPage locale="de" />;
  if (loadedLocale !== locale) return null;
  return <Outlet />;
}

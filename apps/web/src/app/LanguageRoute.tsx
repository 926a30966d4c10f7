import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../lib/translation';
import { Outlet, useLocation, useParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { showLanguage } from './show-language';
import { isKioskTab } from '@/domain/kiosk/kiosk-flag';
import { useHydrated } from '../lib/use-hydrated';
import { whenHydrated } from '../lib/hydration-steps';
import { rememberedLanguage, rememberLanguage } from '../lib/language-cookie';
import { reloadOnceAfterChunkFailure } from './chunk-reload';
import { NotFoundPage } from './NotFoundPage';

// Kiosk mode (a shared tablet at an event) loads its code only in a kiosk tab.
const KioskGuard = lazy(() => import('../features/kiosk/components/KioskGuard'));

/**
 * The root of every page: the first path segment is the language (product.md §2). Loads that language's
 * catalogue, sets `<html lang>`, the title and the LANG cookie; anything else is a 404 (in the
 * remembered language, else German). A catalogue that cannot load reloads the page once (product.md §8).
 */
export function LanguageRoute() {
  const { lang } = useParams();
  const known = isLocale(lang);
  const locale: Locale = known ? lang : rememberedLanguage();
  const { t, i18n } = useTranslation();
  // Rendered on the server, or hydrated after main.tsx loaded the catalogue: ready at once.
  const [loadedLocale, setLoadedLocale] = useState<string | null>(() =>
    i18n.language === locale && i18n.hasResourceBundle(locale, 'common') ? locale : null,
  );
  const [failure, setFailure] = useState<unknown>(null);
  const { search } = useLocation();
  // Known only in the browser (the tab's session storage), once the page works.
  const kiosk = useHydrated() && isKioskTab(search);

  useEffect(() => {
    let current = true;
    if (known) rememberLanguage(locale);
    showLanguage(locale).then(
      () => current && setLoadedLocale(locale),
      (error: unknown) => current && setFailure(error),
    );
    return () => {
      current = false;
    };
  }, [locale, known]);

  // The page works once rendered here, or once every part taken over from the server works
  // (lib/hydration-steps): `html[data-ready]` says so to styles and to the journeys.
  useEffect(() => {
    void whenHydrated().then(() => {
      document.documentElement.dataset.ready = 'true';
    });
  }, []);

  useEffect(() => {
    if (loadedLocale !== locale) return;
    document.documentElement.lang = locale;
    // A page with a title of its own (head[data-title]) set it already: its effect runs first.
    document.title = document.head.dataset.title ?? t('app.name');
  }, [locale, loadedLocale, t, i18n.language]);

  if (failure) {
    // Thrown into the router's error page unless the page reloads to fetch the new release.
    if (reloadOnceAfterChunkFailure(failure)) return null;
    throw failure;
  }
  if (loadedLocale !== locale) return null;
  if (!known) return <NotFoundPage locale={locale} />;
  return (
    <>
      {kiosk && (
        <Suspense fallback={null}>
          <KioskGuard />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}

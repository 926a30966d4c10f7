import { useTranslation } from '@/lib/translation';
import { Link, useLocation, useParams } from 'react-router';
import { LOCALES } from '@values-cross/core';

/** Switches language on the same screen: only the language prefix of the path changes. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { lang } = useParams();
  const { pathname, search } = useLocation();
  const rest = pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return (
    <nav className="language-switcher" aria-label={t('language.label')}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={`/${locale}${rest}${search}`}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === lang ? 'true' : undefined}
            >
              <span aria-hidden="true">{locale.toUpperCase()}</span>
              <span className="visually-hidden">{t(`language.${locale}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { LanguageSwitcher } from '@/components/ui/LanguageSwitcher';
import { LazyShareDialog } from '@/components/ui/LazyShareDialog';
import { logOut } from '../api/log-out';
import { NavigationMenu } from './NavigationMenu';
import { UserMenu } from './UserMenu';
import '../navigation.css';

/** product.md §2: `?logout` logs the user out (and returns to the landing page). */
function useLogoutParameter(locale: Locale) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const wantsLogout = params.has('logout');
  useEffect(() => {
    if (wantsLogout) void logOut().then(() => navigate(`/${locale}`, { replace: true }));
  }, [wantsLogout, locale, navigate]);
}

/**
 * The footer navigation on every screen (product.md §2): logo, share button, user area, language
 * switcher and the hamburger menu.
 */
export function SiteFooter() {
  const { t } = useTranslation('community');
  const { lang } = useParams();
  const locale: Locale = isLocale(lang) ? lang : 'de';
  const [sharing, setSharing] = useState(false);
  useLogoutParameter(locale);
  return (
    <footer className="site-footer">
      <nav className="site-footer__bar" aria-label={t('footer.navigation')}>
        <Link className="site-footer__logo" to={`/${locale}`} aria-label={t('footer.home')}>
          <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="4" />
            <path fill="#fff" d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z" />
          </svg>
        </Link>
        <button type="button" className="site-footer__share" onClick={() => setSharing(true)}>
          {t('share.button')}
        </button>
        <UserMenu locale={locale} />
        <NavigationMenu locale={locale} />
      </nav>
      <LanguageSwitcher />
      <LazyShareDialog
        url={sharing ? window.location.href.replace(/[?&]logout\b[^&]*/, '') : ''}
        open={sharing}
        title={t('share.title')}
        onClose={() => setSharing(false)}
      />
    </footer>
  );
}

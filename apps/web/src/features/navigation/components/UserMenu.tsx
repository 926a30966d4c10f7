import { useId } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import { useDisclosure } from '@/components/ui/use-disclosure';
import type { Locale } from '@values-cross/core';
import { useAuth } from '@/lib/auth-session';
import { logOut } from '../api/log-out';
import { useSurveyState } from '@/state/survey-store';
import '../navigation.css';

/**
 * The user area (product.md §2): logged out a Login link (and "My crosses" when this browser keeps
 * results); logged in the first name with a menu: my
 * cross (or create cross), profile settings, logout (back to the landing page).
 */
export function UserMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const navigate = useNavigate();
  const { open, toggleOpen, close, container, toggle, onKeyDown } = useDisclosure();
  const id = useId();
  // Results kept by this browser are findable without an account (known once the page works).
  const keptHere = useSurveyState().deviceResults.length > 0;
  if (!auth) {
    return (
      <>
        {keptHere && (
          <Link className="user-menu__login" to={`/${locale}/history`}>
            {t('user.crosses')}
          </Link>
        )}
        <Link className="user-menu__login" to={`/${locale}/login`}>
          {t('user.login')}
        </Link>
      </>
    );
  }
  return (
    <div className="user-menu" ref={container} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t('user.menu', { name: auth.firstName })}
        onClick={toggleOpen}
      >
        {auth.firstName} <span aria-hidden="true">▾</span>
      </button>
      <ul id={id} className="user-menu__list" hidden={!open}>
        <li>
          {auth.swissCross ? (
            <Link to={`/${locale}/result?id=${auth.swissCross}`}>{t('user.myCross')}</Link>
          ) : (
            <Link to={`/${locale}/chapter/1`}>{t('user.createCross')}</Link>
          )}
        </li>
        <li>
          <Link to={`/${locale}/history`}>{t('user.history')}</Link>
        </li>
        <li>
          <Link to={`/${locale}/profile`}>{t('user.profile')}</Link>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              close();
              void logOut().then(() => navigate(`/${locale}`));
            }}
          >
            {t('user.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

import { useDisclosure } from '@/components/ui/use-disclosure';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';
import type { Locale, NavigationEntry } from '@values-cross/core';
import { fetchNavigation } from '../api/navigation-api';
import '../navigation.css';

/** Each language's menu, loaded once per page; one that failed is asked for again next time. */
const menus = new Map<Locale, Promise<NavigationEntry[]>>();

/** The hamburger menu (product.md §2): the organisation's links for the language, plus the app's own pages. */
export function NavigationMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation('community');
  const { open, toggleOpen, container, toggle, onKeyDown } = useDisclosure();
  const [entries, setEntries] = useState<NavigationEntry[]>([]);
  const id = useId();

  useEffect(() => {
    let current = true;
    let menu = menus.get(locale);
    if (!menu) {
      menu = fetchNavigation(locale);
      menus.set(locale, menu);
    }
    // Without the organisation's links the menu keeps the app's own pages.
    menu.then(
      (found) => current && setEntries(found),
      (error: unknown) => {
        menus.delete(locale);
        console.error('The footer navigation could not be loaded', error);
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);

  return (
    <div className="nav-menu" ref={container} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className="nav-menu__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={toggleOpen}
      >
        <span aria-hidden="true">☰</span> {open ? t('footer.closeMenu') : t('footer.menu')}
      </button>
      <ul id={id} className="nav-menu__list" hidden={!open}>
        <li>
          <Link to={`/${locale}/gallery`}>{t('footer.gallery')}</Link>
        </li>
        <li>
          <Link to={`/${locale}/group`}>{t('footer.group')}</Link>
        </li>
        {entries.map((entry) => (
          <li key={`${entry.title}-${entry.url}`}>
            {entry.url.startsWith('/') ? (
              <Link to={entry.url}>{entry.title}</Link>
            ) : (
              <a href={entry.url}>{entry.title}</a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

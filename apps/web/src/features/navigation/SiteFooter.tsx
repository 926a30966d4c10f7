import { LanguageSwitcher } from '../../components/ui/LanguageSwitcher';

/** The footer navigation on every screen (spec 2): here the language switcher (de, fr, it, en). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <LanguageSwitcher />
    </footer>
  );
}

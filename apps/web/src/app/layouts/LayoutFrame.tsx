import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';
import { Outlet } from 'react-router';
import type { LayoutName } from '../pages';
import { HydrateLater } from '@/components/ui/HydrateLater';
import { ReadingSwitch } from '@/components/ui/ReadingSwitch';
import { SiteFooter } from '@/features/navigation/components/SiteFooter';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';

/**
 * What every layout of product.md §2 shares: a skip link, the easy-read switch, a centred column with the main landmark, the
 * newsletter on the home and end layouts, and the footer (contentinfo, with its labelled
 * navigation) as siblings of main, not inside it. As a parent route it shows the page of the
 * current address; the 404 and error pages pass their content as children. A page the server
 * rendered is taken over in steps: the frame, then main, the newsletter and the footer.
 */
export function LayoutFrame({ kind, children }: { kind: LayoutName; children?: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <div className={`layout layout--${kind}`}>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <div className="layout__column">
        <div className="reading-bar">
          <ReadingSwitch />
        </div>
        <HydrateLater>
          <main id="main" tabIndex={-1}>
            {children ?? <Outlet />}
          </main>
        </HydrateLater>
        {(kind === 'home' || kind === 'end') && (
          <HydrateLater>
            <NewsletterForm />
          </HydrateLater>
        )}
        <HydrateLater>
          <SiteFooter />
        </HydrateLater>
      </div>
    </div>
  );
}

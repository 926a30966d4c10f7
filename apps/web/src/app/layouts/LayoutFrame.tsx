import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { LayoutName } from '../pages';
import { SiteFooter } from '../../features/navigation/components/SiteFooter';
import { NewsletterForm } from '../../features/newsletter/components/NewsletterForm';

/**
 * What every layout of spec 2 shares: the main landmark, a centred column and the footer
 * navigation; the home and end layouts also offer the newsletter. As a parent route it shows the
 * page of the current address; the 404 and error pages pass their content as children.
 */
export function LayoutFrame({ kind, children }: { kind: LayoutName; children?: ReactNode }) {
  return (
    <main className={`layout layout--${kind}`} id="main">
      <div className="layout__column">
        {children ?? <Outlet />}
        {(kind === 'home' || kind === 'end') && <NewsletterForm />}
        <SiteFooter />
      </div>
    </main>
  );
}

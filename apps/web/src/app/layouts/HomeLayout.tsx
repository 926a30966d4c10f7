import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/navigation/SiteFooter';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';

/** The home layout (spec 2): red background; cross labels are hidden here. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--home" id="main">
      <div className="layout__column">
        {children}
        <NewsletterForm />
        <SiteFooter />
      </div>
    </main>
  );
}

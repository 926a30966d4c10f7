import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/navigation/SiteFooter';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';

/** The end layout (spec 2): the result; cross labels hidden except in the explanation cross. */
export function EndLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--end" id="main">
      <div className="layout__column">
        {children}
        <NewsletterForm />
        <SiteFooter />
      </div>
    </main>
  );
}

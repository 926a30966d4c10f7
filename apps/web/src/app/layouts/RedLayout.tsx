import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/navigation/SiteFooter';

/** The red layout (spec 2): chapter introductions on the Swiss red. */
export function RedLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--red" id="main">
      <div className="layout__column">
        {children}
        <SiteFooter />
      </div>
    </main>
  );
}

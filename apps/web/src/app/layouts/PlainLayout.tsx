import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/navigation/SiteFooter';

/** The plain layout (spec 2): white page, centred column; for 404, errors and text pages. */
export function PlainLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--plain" id="main">
      <div className="layout__column">
        {children}
        <SiteFooter />
      </div>
    </main>
  );
}

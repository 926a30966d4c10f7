import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/navigation/SiteFooter';

/** The continue layout (spec 2): the prompt after the short version. */
export function ContinueLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--continue" id="main">
      <div className="layout__column">
        {children}
        <SiteFooter />
      </div>
    </main>
  );
}

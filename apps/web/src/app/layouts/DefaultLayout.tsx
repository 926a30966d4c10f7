import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/navigation/SiteFooter';

/** The default layout (spec 2): the question flow, with room for the arrows fixed at the bottom. */
export function DefaultLayout({
  top,
  children,
  bottom,
}: {
  top?: ReactNode;
  children: ReactNode;
  bottom?: ReactNode;
}) {
  return (
    <>
      {top}
      <main className="layout layout--default" id="main">
        <div className="layout__column">
          {children}
          <SiteFooter />
        </div>
      </main>
      {bottom}
    </>
  );
}

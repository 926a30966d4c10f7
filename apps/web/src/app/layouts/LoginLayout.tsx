import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/navigation/SiteFooter';

/** The login layout (spec 2): a calm form column for the account screens. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--login" id="main">
      <div className="layout__column">
        <div className="card">{children}</div>
        <SiteFooter />
      </div>
    </main>
  );
}

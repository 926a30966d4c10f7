import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/navigation/SiteFooter';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';

/** The layouts of spec 2; each is this frame with its own look. */
export type LayoutKind = 'default' | 'continue' | 'end' | 'home' | 'login' | 'red' | 'plain';

/**
 * What every layout shares: the main landmark, a centred column and the footer navigation; the
 * home and end layouts also offer the newsletter.
 */
export function LayoutFrame({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  return (
    <main className={`layout layout--${kind}`} id="main">
      <div className="layout__column">
        {children}
        {(kind === 'home' || kind === 'end') && <NewsletterForm />}
        <SiteFooter />
      </div>
    </main>
  );
}

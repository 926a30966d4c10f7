import type { ReactNode } from 'react';

/** The home layout (spec 2): red background; cross labels are hidden here. */
export function HomeLayout({ children }: { children: ReactNode }) {
  return (
    <main className="layout layout--home" id="main">
      <div className="layout__column">{children}</div>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import './screen-layout.css';

/**
 * The screen layout: a page for a projector or a wall screen, filling the viewport without the
 * footer or the newsletter (nobody uses them from the back of a room); only the main landmark.
 */
export function ScreenLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="layout layout--screen">
      <main id="main" tabIndex={-1} className="layout__screen">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}

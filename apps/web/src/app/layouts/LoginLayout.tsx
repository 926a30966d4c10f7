import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LayoutFrame } from './LayoutFrame';
import './login-layout.css';

/** The login layout (product.md §2): a calm form column for the account screens. */
export function LoginLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame kind="login">
      <div className="card">{children ?? <Outlet />}</div>
    </LayoutFrame>
  );
}

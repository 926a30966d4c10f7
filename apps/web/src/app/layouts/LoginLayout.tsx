import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The login layout (spec 2): a calm form column for the account screens. */
export function LoginLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame kind="login">
      <div className="card">{children}</div>
    </LayoutFrame>
  );
}

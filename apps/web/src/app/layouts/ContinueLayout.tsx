import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The continue layout (spec 2): the prompt after the short version. */
export function ContinueLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame kind="continue">{children}</LayoutFrame>;
}

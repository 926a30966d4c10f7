import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The continue layout (product.md §2): the prompt after the short version. */
export function ContinueLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame kind="continue">{children}</LayoutFrame>;
}

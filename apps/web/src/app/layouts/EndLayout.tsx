import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The end layout (product.md §2): the result page, whose cross names its values beside its arms (0045). */
export function EndLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame kind="end">{children}</LayoutFrame>;
}

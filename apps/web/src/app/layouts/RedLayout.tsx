import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The red layout (product.md §2): chapter introductions on the Swiss red. */
export function RedLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame kind="red">{children}</LayoutFrame>;
}

import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The home layout (product.md §2): red background; cross labels are hidden here. */
export function HomeLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame kind="home">{children}</LayoutFrame>;
}

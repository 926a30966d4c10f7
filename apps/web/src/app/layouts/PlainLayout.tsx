import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The plain layout (product.md §2): white page, centred column; for 404, errors and text pages. */
export function PlainLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame kind="plain">{children}</LayoutFrame>;
}

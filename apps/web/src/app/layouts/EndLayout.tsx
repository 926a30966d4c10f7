import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The end layout (spec 2): the result; cross labels hidden except in the explanation cross. */
export function EndLayout({ children }: { children?: ReactNode }) {
  return <LayoutFrame kind="end">{children}</LayoutFrame>;
}

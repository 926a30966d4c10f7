import type { ReactNode } from 'react';
import { LayoutFrame } from './LayoutFrame';

/** The default layout (spec 2): the question flow, with bars fixed at the top and bottom. */
export function DefaultLayout({
  top,
  children,
  bottom,
}: {
  top?: ReactNode;
  children: ReactNode;
  bottom?: ReactNode;
}) {
  return (
    <>
      {top}
      <LayoutFrame kind="default">{children}</LayoutFrame>
      {bottom}
    </>
  );
}

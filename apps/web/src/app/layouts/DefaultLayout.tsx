import type { ReactNode } from 'react';
import { LayoutBarSlots, useMountedElement } from '@/components/ui/LayoutBar';
import { LayoutFrame } from './LayoutFrame';

/**
 * The default layout (product.md §2): the question flow, with bars fixed at the top and bottom that the
 * page fills through `LayoutBar`.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const [top, setTop] = useMountedElement();
  const [bottom, setBottom] = useMountedElement();
  return (
    <LayoutBarSlots value={{ top, bottom }}>
      <div className="layout__bar" ref={setTop} />
      <LayoutFrame kind="default">{children}</LayoutFrame>
      <div className="layout__bar" ref={setBottom} />
    </LayoutBarSlots>
  );
}

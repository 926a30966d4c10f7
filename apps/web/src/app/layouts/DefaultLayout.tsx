import { useState, type ReactNode } from 'react';
import { LayoutBarSlots } from '../../components/ui/LayoutBar';
import { LayoutFrame } from './LayoutFrame';

/**
 * The default layout (spec 2): the question flow, with bars fixed at the top and bottom that the
 * page fills through `LayoutBar`.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const [top, setTop] = useState<Element | null>(null);
  const [bottom, setBottom] = useState<Element | null>(null);
  return (
    <LayoutBarSlots value={{ top, bottom }}>
      <div className="layout__bar" ref={setTop} />
      <LayoutFrame kind="default">{children}</LayoutFrame>
      <div className="layout__bar" ref={setBottom} />
    </LayoutBarSlots>
  );
}

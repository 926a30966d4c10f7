import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Where a layout keeps its bars fixed at the top and bottom of the screen, once mounted. */
export const LayoutBarSlots = createContext<{ top: Element | null; bottom: Element | null }>({
  top: null,
  bottom: null,
});

/** Shows `children` in the layout's bar at the top or bottom, outside the page's main column. */
export function LayoutBar({ place, children }: { place: 'top' | 'bottom'; children: ReactNode }) {
  const slot = useContext(LayoutBarSlots)[place];
  return slot ? createPortal(children, slot) : null;
}

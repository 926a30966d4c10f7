import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/** Where a layout keeps its bars fixed at the top and bottom of the screen, once mounted. */
export const LayoutBarSlots = createContext<{ top: Element | null; bottom: Element | null }>({
  top: null,
  bottom: null,
});

/**
 * Shows `children` in the layout's bar at the top or bottom, outside the page's main column. Until
 * the layout's bar is mounted (the page as the server sends it, and the browser's first render of
 * it) they stand where the page puts them, in a bar of their own: their styles place them as the
 * layout's bar would (fixed at the top and bottom; in an embedded page, in the flow just inside
 * it), so the bars are there from the first paint and do not appear when the scripts run.
 */
export function LayoutBar({ place, children }: { place: 'top' | 'bottom'; children: ReactNode }) {
  const slot = useContext(LayoutBarSlots)[place];
  return slot ? createPortal(children, slot) : <div className="layout__bar">{children}</div>;
}

/**
 * A layout's element, known once it is mounted (a bar's slot, the layout's root), with the ref
 * that sets it. Set in a transition: in a page the server rendered, the re-render it causes takes
 * the page below over in slices, not in one task right after the first commit.
 */
export function useMountedElement<E extends Element>(): [E | null, (element: E | null) => void] {
  const [element, setElement] = useState<E | null>(null);
  const ref = useCallback((mounted: E | null) => startTransition(() => setElement(mounted)), []);
  return [element, ref];
}

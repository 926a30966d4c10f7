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

/** Shows `children` in the layout's bar at the top or bottom, outside the page's main column. */
export function LayoutBar({ place, children }: { place: 'top' | 'bottom'; children: ReactNode }) {
  const slot = useContext(LayoutBarSlots)[place];
  return slot ? createPortal(children, slot) : null;
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

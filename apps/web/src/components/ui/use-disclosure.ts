import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A menu that opens from a toggle button: Escape closes it and returns focus to the toggle; a
 * click outside or a navigation (the menu belongs to the page it was opened on) closes it too.
 */
export function useDisclosure() {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  const close = () => setOpenOn(null);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggle.current?.focus();
  };

  return {
    open,
    toggleOpen: () => setOpenOn(open ? null : here),
    close,
    container,
    toggle,
    onKeyDown,
  };
}

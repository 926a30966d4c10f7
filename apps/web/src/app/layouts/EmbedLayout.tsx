import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { LayoutBarSlots, useMountedElement } from '@/components/ui/LayoutBar';
import { ReadingSwitch } from '@/components/ui/ReadingSwitch';
import { EmbeddedContext, type EmbedHeightMessage } from '@/lib/embedding';
import type { LayoutName } from '../pages';
import './embed-layout.css';

/** The layout a page has outside the frame: its colours apply inside too (red chapters…). */
function useShownLayout(): LayoutName {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const layout = (match.handle as { layout?: LayoutName } | undefined)?.layout;
    if (layout) return layout;
  }
  return 'plain';
}

/** Tells the embedding page the survey's height whenever it changes, so it never scrolls inside. */
function useHeightMessages(root: HTMLElement | null): void {
  useEffect(() => {
    if (!root || window.parent === window) return;
    let last = 0;
    const tell = () => {
      const height = Math.ceil(root.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      const message: EmbedHeightMessage = { type: 'values-cross:height', height };
      // The height is no secret: any embedding page may hear it.
      window.parent.postMessage(message, '*');
    };
    const observer = new ResizeObserver(tell);
    observer.observe(root);
    tell();
    return () => observer.disconnect();
  }, [root]);
}

/**
 * The layout of the survey embedded in another site (`/{lang}/embed/…`): the survey pages in the
 * flow of the page (no fixed bars, no footer or menus), their own colours, and the height told
 * to the embedding page.
 */
export function EmbedLayout() {
  const [root, setRoot] = useMountedElement<HTMLElement>();
  const [top, setTop] = useMountedElement();
  const [bottom, setBottom] = useMountedElement();
  const kind = useShownLayout();
  useHeightMessages(root);
  return (
    <EmbeddedContext value={true}>
      <LayoutBarSlots value={{ top, bottom }}>
        <div className={`layout layout--embed layout--${kind}`} ref={setRoot}>
          <div className="layout__column">
            <div className="reading-bar">
              <ReadingSwitch />
            </div>
            <div className="layout__bar" ref={setTop} />
            <main id="main" tabIndex={-1}>
              <Outlet />
            </main>
            <div className="layout__bar" ref={setBottom} />
          </div>
        </div>
      </LayoutBarSlots>
    </EmbeddedContext>
  );
}

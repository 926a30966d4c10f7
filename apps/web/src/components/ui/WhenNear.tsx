import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { PendingPart, usePartsWanted } from './page-parts';

/** How far below the screen a part starts to load: half a screen, so it is there when reached. */
const AHEAD = '0px 0px 50% 0px';

/**
 * A part of the page that loads when the person uses the page or comes near it (a lazy component
 * inside), or when the page is printed (page-parts.ts): until then an empty place, in the
 * browser only. A visitor who only looks at the first screen never fetches its code or data.
 */
export function WhenNear({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  /** What holds the part's place until it comes (a box of its size), if anything. */
  placeholder?: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  // Where the browser cannot tell (no IntersectionObserver), the part is near from the start.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const wanted = usePartsWanted();
  useEffect(() => {
    const element = place.current;
    if (near || wanted || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, wanted]);
  if (!near && !wanted) {
    return (
      <div ref={place} className="when-near">
        {placeholder}
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <>
          <PendingPart />
          {placeholder}
        </>
      }
    >
      {children}
    </Suspense>
  );
}

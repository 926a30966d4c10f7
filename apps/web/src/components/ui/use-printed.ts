import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page is being printed or has been: print media apply (also as it mounts), or
 * `beforeprint` came. Rendered in the browser only (after the takeover). What only paper shows
 * and costs work to make waits for it.
 */
export function usePrinted(): boolean {
  const [printed, setPrinted] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    if (printed) return;
    const print = window.matchMedia?.('print');
    // The browser lays the page out for paper right after these: the update cannot wait.
    const start = () => flushSync(() => setPrinted(true));
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) start();
    };
    window.addEventListener('beforeprint', start);
    print?.addEventListener('change', onChange);
    return () => {
      window.removeEventListener('beforeprint', start);
      print?.removeEventListener('change', onChange);
    };
  }, [printed]);
  return printed;
}

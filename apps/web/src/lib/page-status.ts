import { createContext, useContext } from 'react';

/**
 * What the server learns while it renders a page: the HTTP status to answer with, and whether the
 * HTML may be kept for the next visitor. In the browser there is none and the calls do nothing.
 */
export class PageStatus {
  code = 200;
  keep = true;

  /** The page says "not found" (404). */
  notFound(): void {
    this.code = 404;
  }

  /** The page shows a passing state (still loading, retrying): render it again next time. */
  passing(): void {
    this.keep = false;
  }

  /** The page shows what changes at any moment (a group's members): render it afresh each time. */
  changing(): void {
    this.keep = false;
  }
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** The status the server renderer collects, or null in the browser. */
export function usePageStatus(): PageStatus | null {
  return useContext(PageStatusContext);
}

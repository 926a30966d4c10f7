/**
 * A page as the server renderer (src/entry-server.tsx) returns it to the server, which sends it
 * inside `#root` with its HTTP status.
 */
export interface RenderedPage {
  status: number;
  /** Whether the same address renders the same HTML next time (no passing state in it). */
  keep: boolean;
  /** The page's markup, followed by the route data the browser hydrates with. */
  html: string;
  /** Where a sent form's action led: the browser is sent on there (303), with no page. */
  location?: string;
}

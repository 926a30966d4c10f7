import { createContext, RouterContextProvider } from 'react-router';

/** How requests reach the API: the browser's fetch, or the server's own routes while it renders. */
export type ApiTransport = typeof fetch;

/** The browser's fetch (looked up on each call, so a test's stand-in is used). */
export const browserTransport: ApiTransport = (input, init) => fetch(input, init);

/**
 * The transport in React Router's request context: the server renderer sets its own routes there
 * (src/entry-server.tsx); in the browser it is the browser's fetch.
 */
export const apiTransportContext = createContext<ApiTransport>(browserTransport);

/** The transport a route loader's `context` carries. */
export function transportOf(context: unknown): ApiTransport {
  return context instanceof RouterContextProvider
    ? context.get(apiTransportContext)
    : browserTransport;
}

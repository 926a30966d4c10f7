import { createContext, RouterContextProvider } from 'react-router';
import { apiTransportContext, type ApiTransport } from './api-transport';

/**
 * The access token of the visitor's login on the server, which found it by the refresh cookie
 * of the page request (the login's own pages, the profile): their API calls act as that login.
 * Null in the browser, which keeps its login itself.
 */
const visitorAccessContext = createContext<string | null>(null);

/**
 * The request context the server renders a page with (src/entry-server.tsx): its loaders send
 * their API requests through `transport`, for the login of `access` where the page is a login's
 * own page. Apart from the transport's module, which every page loads in the browser.
 */
export function contextWith(
  transport: ApiTransport,
  access: string | null = null,
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(apiTransportContext, transport);
  context.set(visitorAccessContext, access);
  return context;
}

/** The access token of the login the server renders a page for, else null. */
export function visitorAccess(context: unknown): string | null {
  return context instanceof RouterContextProvider ? context.get(visitorAccessContext) : null;
}

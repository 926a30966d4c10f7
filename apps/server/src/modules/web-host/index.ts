/**
 * The web-host module as the rest of the server sees it: the built web app, its pages and their
 * preload hints. Other modules and the app import it only through this file (eslint.config.js).
 */
export { AppShell, inlineScriptSources } from './app-shell';
export type { PageMeta } from './app-shell';
export { notFoundAnswer } from './not-found';
export { preferredLocale, webHostRoutes } from './web-host.routes';

/**
 * The site module as the rest of the server sees it: facts about the site (provider address).
 * Other modules and the app import it only through this file (eslint.config.js).
 */
export { siteRoutes } from './site.routes';

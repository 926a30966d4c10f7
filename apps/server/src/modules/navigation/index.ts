/**
 * The navigation module as the rest of the server sees it: the footer navigation per language.
 * Other modules and the app import it only through this file (eslint.config.js).
 */
export { navigationRoutes } from './navigation.routes';

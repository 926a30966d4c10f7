/**
 * The gallery module as the rest of the server sees it: the public gallery of crosses people chose
 * to show. Other modules and the app import it only through this file (eslint.config.js).
 */
export { galleryRoutes } from './gallery.routes';

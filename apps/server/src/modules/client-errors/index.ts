/**
 * The client-errors module as the rest of the server sees it: error reports sent by the web app.
 * Other modules and the app import it only through this file (eslint.config.js).
 */
export { clientErrorRoutes } from './client-errors.routes';

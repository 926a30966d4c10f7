/**
 * The profile module as the rest of the server sees it: profiles and portraits. Other modules and
 * the app import it only through this file (eslint.config.js).
 */
export { DEFAULT_PORTRAIT_SIZE } from './portrait-image';
export { portraitUrl } from './portrait.repository';
export { profileRoutes } from './profile.routes';

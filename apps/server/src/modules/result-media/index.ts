/**
 * The result-media module as the rest of the server sees it: result pictures, link previews and
 * their texts. Other modules and the app import it only through this file (eslint.config.js).
 */
export { resultImageRoutes } from './result-image.routes';
export { resultMetaFor } from './result-meta';
export { dimensionMeaning, dimensionName } from './result-texts';

/**
 * The cookie that remembers the reading chosen, so that the server renders it at once (and the
 * service worker picks the page it keeps in that reading). A file that imports nothing: the web
 * app's build configuration reads it.
 */
export const READING_COOKIE = 'reading';

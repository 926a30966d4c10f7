/**
 * The newsletter module as the rest of the server sees it: newsletter subscriptions with double
 * opt-in. Other modules and the app import it only through this file (eslint.config.js).
 */
export { NewsletterRepository } from './newsletter.repository';
export { newsletterRoutes } from './newsletter.routes';

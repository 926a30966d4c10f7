/**
 * A page address that names nothing (a question number beyond the last one). Shaped like React
 * Router's error responses, so the router's error page recognises the 404 and shows the 404 page.
 */
export class PageNotFound extends Error {
  readonly status = 404;
  readonly statusText = 'Not Found';
  readonly internal = false;
  readonly data = null;

  constructor() {
    super('Not Found');
    this.name = 'PageNotFound';
  }
}

/** Stops rendering the page: the router shows the 404 page in its place (product.md §2). */
export function notFound(): never {
  throw new PageNotFound();
}

/** Who sends a request: a logged-in user, or nobody (anonymous visitor). */
export interface Viewer {
  userId: number;
  /** The login (refresh-token family) the access token was issued for. */
  familyId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set from a valid Bearer token; null for anonymous requests. */
    viewer: Viewer | null;
  }
}

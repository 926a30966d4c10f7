// The API layer's one failure, in a module of its own: a page that reads no API of its own (the
// footer's links) can say how it failed without loading the API client (decision 0065).

/**
 * A failed API call, the one error type of the web app's API clients: the HTTP status (0 when
 * offline), the server's stable code (`detail`) and its codes per refused field
 * (`{ group: ['group_closed'] }`).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(`${status} ${code}`);
    this.name = 'ApiError';
  }

  /**
   * Whether trying again later may succeed: offline, the server failing or busy (5xx, 429), or
   * an answer of another shape than this page expects (a new release on its way: a result is
   * then "not reachable now", never "not found").
   */
  get retryable(): boolean {
    return (
      this.status === 0 ||
      this.status >= 500 ||
      this.status === 429 ||
      this.code === 'unexpected_answer'
    );
  }
}

/** EventSource's readyState values, which this reader takes too. */
const OPEN = 1;
const CLOSED = 2;

/**
 * A server-sent event stream read with `fetch`, so that its request carries a header: the
 * browser's EventSource sends none, and the group's admin secret must not ride in an address
 * (logs keep addresses). It tells what an EventSource tells (`open`, the named events as
 * MessageEvents, and `error` with readyState CLOSED when the stream ends or is refused); it
 * does not reconnect by itself: its owner does.
 */
export class FeedWithSecret extends EventTarget {
  readyState = 0;
  private readonly controller = new AbortController();

  constructor(
    readonly url: string,
    headers: Record<string, string>,
  ) {
    super();
    void this.read(headers);
  }

  close(): void {
    this.readyState = CLOSED;
    this.controller.abort();
  }

  private async read(headers: Record<string, string>): Promise<void> {
    try {
      const response = await fetch(this.url, {
        headers: { accept: 'text/event-stream', ...headers },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: this.controller.signal,
      });
      if (!response.ok || !response.body) throw new Error(`feed ${response.status}`);
      this.readyState = OPEN;
      this.dispatchEvent(new Event('open'));
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          this.dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Refused, failed or closed: said below, unless the owner closed it.
    }
    if (this.controller.signal.aborted) return;
    this.readyState = CLOSED;
    this.dispatchEvent(new Event('error'));
  }

  /** One event block: `event:` names it, its `data:` lines are its data; comments are skipped. */
  private dispatch(block: string): void {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon === 0) continue;
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      if (field === 'data') data.push(value);
    }
    if (data.length === 0 || this.readyState === CLOSED) return;
    this.dispatchEvent(new MessageEvent(name, { data: data.join('\n') }));
  }
}

/** A request's key in a recording: a result code in the address stands for any code. */
export function replayKey(method, url) {
  const { pathname, search } = new URL(url, 'http://127.0.0.1');
  const path = `${pathname}${search}`.replace(/(?<=[/=])[0-9A-Za-z]{12}(?=[/&]|$)/g, ':code');
  return `${method} ${path}`;
}

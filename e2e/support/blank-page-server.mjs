// The machine's floor for Lighthouse: a page with a heading and a line of text, sent with the
// headers the app sends with its pages (HEADERS, JSON), from a process of its own. It prints its
// address and serves until its parent closes its standard input.
import { createServer } from 'node:http';

const headers = JSON.parse(process.env.HEADERS ?? '{}');
const page =
  '<!doctype html><html lang="de"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<meta name="description" content="Eine leere Seite"><title>Leer</title></head>' +
  '<body><h1>Wertekreuz</h1><p>Eine Seite ohne Stil und ohne Skript.</p></body></html>';

const server = createServer((request, response) => {
  if (request.url !== '/') {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
  response.end(page);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/\n`,
  );
});
process.stdin.on('end', () => server.close(() => process.exit(0)));
process.stdin.resume();

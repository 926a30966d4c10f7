// The floor for Lighthouse: the app's pages without their scripts, from a process of its own.
// Every request goes on to the app (UPSTREAM); a page (an answer in HTML) comes back with the
// app's status and headers, its scripts and preload links removed, in the coding the app chose
// and about as many bytes (the coder's level that comes nearest), so a simulated phone downloads
// it as long. Its stylesheet, icons and data come from the app unchanged. The inert route data
// (`<script type="application/json">`) stays: it is part of the page's bytes, and the browser
// only keeps it. It prints its address and serves until its parent closes its standard input.
import { createHash } from 'node:crypto';
import { createServer, request as forward } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';

const upstream = new URL(process.env.UPSTREAM ?? '');

/** Headers that describe the body, written anew for the body without scripts. */
const BODY_HEADERS = new Set(['content-length', 'etag', 'transfer-encoding']);

const levels = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The codings the app sends pages in: how to read them, and each level to write them at. */
const CODINGS = {
  br: {
    decode: brotliDecompressSync,
    encoders: levels(0, 11).map(
      (quality) => (body) =>
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    ),
  },
  gzip: {
    decode: gunzipSync,
    encoders: levels(1, 9).map((level) => (body) => gzipSync(body, { level })),
  },
  identity: { decode: (body) => body, encoders: [(body) => body] },
};

/** The page without the scripts that would run and without links that fetch ahead for them. */
function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*\btype="application\/json")[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*>\s*/gi, '');
}

/** The page encoded at the level whose size comes nearest to the app's bytes. */
function encodedLike(coding, page, size) {
  const candidates = coding.encoders.map((encode) => encode(page));
  return candidates.reduce((best, body) =>
    Math.abs(body.length - size) < Math.abs(best.length - size) ? body : best,
  );
}

/**
 * Pages already written without scripts, by the app's bytes and coding. Trying every level takes
 * a while for a long page (brotli's top levels: about 100 ms for a question), and a slow answer
 * would count against the floor in Lighthouse's model of the network.
 */
const written = new Map();

function writtenWithoutScripts(codingName, sent) {
  const key = `${codingName} ${createHash('sha256').update(sent).digest('hex')}`;
  let body = written.get(key);
  if (!body) {
    const coding = CODINGS[codingName];
    const page = withoutScripts(coding.decode(sent).toString('utf8'));
    body = encodedLike(coding, Buffer.from(page, 'utf8'), sent.length);
    written.set(key, body);
  }
  return body;
}

const server = createServer((incoming, outgoing) => {
  const isPage = incoming.method === 'GET' && /text\/html/.test(incoming.headers.accept ?? '');
  const onward = forward(
    {
      host: upstream.hostname,
      port: upstream.port,
      path: incoming.url,
      method: incoming.method,
      headers: { ...incoming.headers, host: upstream.host },
    },
    (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      const codingName = String(answer.headers['content-encoding'] ?? 'identity');
      if (!isPage || !type.startsWith('text/html') || !Object.hasOwn(CODINGS, codingName)) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = writtenWithoutScripts(codingName, Buffer.concat(chunks));
        const kept = Object.entries(answer.headers).filter(([name]) => !BODY_HEADERS.has(name));
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...Object.fromEntries(kept),
          'content-length': body.length,
        });
        outgoing.end(body);
      });
    },
  );
  onward.on('error', () => outgoing.writeHead(502).end());
  incoming.pipe(onward);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(
    `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}\n`,
  );
});
process.stdin.on('end', () => server.close(() => process.exit(0)));
process.stdin.resume();

// The ceiling of every benchmark: a bare node:http server answering each request with the bytes
// recorded for it, from memory, in a process of its own (never inside the load generator, which
// it would otherwise measure). Usage: node bench/ceiling-server.mjs <recording.json>; prints
// "listening <port>" once it answers, and runs until it is stopped.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { replayKey } from './replay-key.mjs';

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const answers = new Map(
  Object.entries(recorded).map(([key, { status, headers, raw }]) => [
    key,
    { status, headers, raw: Buffer.from(raw, 'base64') },
  ]),
);

const server = createServer((incoming, outgoing) => {
  const answer = answers.get(replayKey(incoming.method, incoming.url));
  incoming.resume();
  incoming.on('end', () => {
    if (!answer) return outgoing.writeHead(404).end();
    outgoing.writeHead(answer.status, answer.headers);
    outgoing.end(answer.raw);
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});

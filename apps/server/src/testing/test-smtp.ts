import { SMTPServer } from 'smtp-server';

/** A mail as the test SMTP server received it, decoded. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** A real SMTP server in this process, on a free loopback port, collecting what arrives. */
export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /** While true, every message is refused with a temporary error (451), like an outage. */
  failing: boolean;
  close: () => Promise<void>;
}

function decodeBytes(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(text: string): string {
  return decodeBytes(text.replace(/=\r?\n/g, ''));
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeBytes(data.replaceAll('_', ' ')),
    );
}

function splitHeaders(part: string): { headers: Record<string, string>; body: string } {
  const end = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: part.slice(end).replace(/^\r?\n\r?\n/, '') };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Decodes a raw message as nodemailer writes it: text and HTML alternatives, encoded subject. */
export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  const { headers, body } = splitHeaders(raw);
  const mail: ReceivedMail = {
    to,
    subject: decodeWords(headers.subject ?? ''),
    text: '',
    html: '',
    raw,
  };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const parsed = boundary ? splitHeaders(part.replace(/^\r?\n/, '')) : { headers, body };
    const type = parsed.headers['content-type'] ?? '';
    const content = decodeBody(parsed.headers, parsed.body).trim();
    if (type.startsWith('text/plain')) mail.text = content;
    if (type.startsWith('text/html')) mail.html = content;
  }
  return mail;
}

/** Starts an SMTP server without TLS or authentication on 127.0.0.1. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const state: TestSmtpServer = { url: '', mails: [], failing: false, close: async () => {} };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.failing) {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        state.mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((done) => server.close(() => done()));
  return state;
}

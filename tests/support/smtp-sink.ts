import { SMTPServer } from 'smtp-server';

// A mail server for tests: smtp-server on a loopback port, keeping every
// message it is given, parsed just enough to read (headers, the text part, the
// calendar part). It can be stopped and started again on the same port, and
// can refuse chosen recipients as a real server refuses an unknown mailbox.

export interface SunkMail {
  /** The envelope's recipients. */
  rcpt: string[];
  headers: Record<string, string>;
  subject: string;
  /** The text/plain part. */
  text: string;
  /** The text/calendar part, when there is one. */
  calendar?: string;
  /** Every leaf part's content type. */
  types: string[];
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: SunkMail[];
  /** Messages to `address` (envelope recipient), in arrival order. */
  to(address: string): SunkMail[];
  stop(): Promise<void>;
  /** Listens again on the same port after stop(). */
  start(): Promise<void>;
}

interface SinkOptions {
  port?: number;
  /** Recipients answered 550 (the message is refused). */
  refuse?: (address: string) => boolean;
}

export async function startSmtpSink({ port = 0, refuse = () => false }: SinkOptions = {}) {
  const messages: SunkMail[] = [];
  let server: SMTPServer | undefined;
  const listen = (at: number) =>
    new Promise<number>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (refuse(address.address)) {
            const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
            callback(error);
            return;
          }
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            messages.push({
              ...parseMail(raw),
              rcpt: session.envelope.rcptTo.map((r) => r.address),
            });
            callback();
          });
        },
      });
      smtp.on('error', () => {});
      smtp.server.once('error', reject);
      smtp.listen(at, '127.0.0.1', () => {
        server = smtp;
        const address = smtp.server.address();
        resolve(typeof address === 'object' && address ? address.port : at);
      });
    });
  const bound = await listen(port);
  const sink: SmtpSink = {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    to: (address) => messages.filter((m) => m.rcpt.includes(address)),
    stop: () =>
      new Promise<void>((resolve) => {
        const closing = server;
        server = undefined;
        if (!closing) resolve();
        else closing.close(() => resolve());
      }),
    start: async () => {
      await listen(bound);
    },
  };
  return sink;
}

/** Headers (unfolded, names in lower case) and body of one MIME entity. */
function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

interface Leaf {
  type: string;
  content: string;
}

function leaves(raw: string): Leaf[] {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leaves(part.replace(/^\r?\n/, '')));
  }
  return [
    { type: type.toLowerCase(), content: decodeBody(body, headers['content-transfer-encoding']) },
  ];
}

export function parseMail(raw: string): Omit<SunkMail, 'rcpt'> {
  const { headers } = splitEntity(raw);
  const parts = leaves(raw);
  const text = parts.find((part) => part.type.startsWith('text/plain'))?.content ?? '';
  const calendar = parts.find((part) => part.type.startsWith('text/calendar'))?.content;
  return {
    headers,
    subject: decodeWords(headers.subject ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    ...(calendar !== undefined && { calendar }),
    types: parts.map((part) => part.type),
    raw,
  };
}

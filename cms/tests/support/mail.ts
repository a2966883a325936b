/**
 * The CMS's mail, read through a local SMTP sink (smtp-server): the integration tests that read it (notify,
 * unsubscribe) and the ops tests that send it across a crash or a restore (crash, backup).
 */
import net, { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One header of a raw mail, its folded lines joined. */
export const mailHeader = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
};

/** RFC 2047's encoded words (`=?UTF-8?B?…?=`, as a subject in Devanagari travels) decoded. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replaceAll('_', ' ')),
    );
const quotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A one-part mail's text, its transfer encoding undone. */
export function mailText(raw: string): string {
  const [, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = mailHeader(raw, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(body);
  return body;
}

/** A mail the sink took. */
export interface Mail {
  /** The envelope's recipients. */
  rcptTo: string[];
  /** Decoded. */
  subject: string;
  raw: string;
  /** One of its headers (mailHeader). */
  header(name: string): string;
}

export interface SmtpSink {
  port: number;
  /** Every mail taken, in the order they came. */
  mails: Mail[];
  close(): Promise<void>;
}

export interface SinkOptions {
  /** Where it listens (default: a free port). */
  port?: number;
  /** Recipients it refuses (452), quoting the address back as mail servers do. */
  refuse?: (address: string) => boolean;
  /**
   * Mails it takes and then answers 421, as if the connection dropped: the mail has arrived, but the sender never
   * hears so, as when the CMS is killed between the server's accept and marking the mail sent.
   */
  loseAck?: (mail: Mail) => boolean;
}

/** An SMTP server on this machine that takes every mail (no TLS, no login) and keeps it for the test to read. */
export async function smtpSink({ port = 0, refuse = () => false, loseAck = () => false }: SinkOptions = {}) {
  const mails: Mail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuse(address.address)) return callback();
      const error = new Error(`<${address.address}>: Recipient address rejected: mailbox full`) as Error & {
        responseCode: number;
      };
      error.responseCode = 452;
      callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: Mail = {
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          subject: decodeWords(mailHeader(raw, 'Subject')),
          raw,
          header: (name) => mailHeader(raw, name),
        };
        mails.push(mail);
        if (!loseAck(mail)) return callback();
        const lost = new Error('connection lost') as Error & { responseCode: number };
        lost.responseCode = 421;
        callback(lost);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } satisfies SmtpSink;
}

/** The CMS's settings to send its mail through the SMTP server on this machine's `port`, from and to `domain`. */
export const smtpSettings = (port: number, domain = 'cadmax.test') => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(port),
  SMTP_SECURE: 'false',
  MAIL_FROM: `Cadmax <no-reply@${domain}>`,
  OFFICE_EMAIL: `office@${domain}`,
});

/** A port nothing listens on: bound, then released. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

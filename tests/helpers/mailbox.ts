// A real SMTP server on loopback (smtp-server) that keeps what it receives, for the tests that
// follow a message out of the application: the contact form, saved-search alerts (API and browser).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers and (encoded) body. */
  raw: string;
  /** The Subject header, unfolded and decoded. */
  subject: string;
  /** The whole message with its quoted-printable encoding undone. */
  body: string;
}

export interface Mailbox {
  /** SMTP_URL for the application. */
  url: string;
  received: ReceivedMail[];
  /** The next message is refused (a 5xx reply), as a full mailbox would. */
  refuseNext(): void;
  clear(): void;
  close(): Promise<void>;
}

/** Quoted-printable soft breaks and escapes undone, the bytes read as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The Subject header, unfolded, its encoded words (=?UTF-8?Q?...?=) decoded. */
function subjectOf(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  const words = folded.replace(/\?=\s+=\?UTF-8\?Q\?/gi, '');
  return words.replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, text: string) =>
    decodeQuotedPrintable(text.replaceAll('_', ' ')),
  );
}

/** Listens on 127.0.0.1 (port 0: any free port). */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  let refuseNext = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext) {
          refuseNext = false;
          return callback(new Error('Mailbox unavailable'));
        }
        const bytes = Buffer.concat(chunks);
        const latin1 = bytes.toString('latin1');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: bytes.toString('utf8'),
          subject: subjectOf(latin1),
          body: decodeQuotedPrintable(latin1),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refuseNext: () => {
      refuseNext = true;
    },
    clear: () => {
      received.length = 0;
      refuseNext = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

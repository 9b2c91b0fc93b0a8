// The one way the site sends e-mail (docs/operations.md, "E-mail"): nodemailer over SMTP_URL, short
// timeouts, and one sender rule. Every mail the site writes — to the agency, to an agent, to a
// visitor, to an alert subscriber — goes through `sendMail`, and what became of it is one of
// `MailStatus`, stored beside the row it is about.
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { publicOrigin } from '../http/public-url.ts';
import { agencyEmail } from '../services/agency/agency-info.ts';

/** `skipped`: SMTP is not configured or nobody can be written to; `failed`: the server refused. */
export type MailStatus = 'sent' | 'failed' | 'skipped';

// Someone waits for the answer (a visitor's form, a staff member's click): an SMTP server that
// does not answer must not hold them long.
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  replyTo?: { name: string; address: string };
  attachments?: { filename: string; content: string; contentType: string }[];
}

export type MailConfig = Pick<Config, 'SMTP_URL' | 'PUBLIC_URL' | 'PORT'>;

/**
 * The SMTP account when it is an address (many servers insist on it), else the agency's address
 * from the general info, else no-reply at the site's host.
 */
async function senderAddress(db: Db, config: MailConfig): Promise<string> {
  const user = decodeURIComponent(new URL(config.SMTP_URL!).username);
  if (user.includes('@')) return user;
  return (await agencyEmail(db)) ?? `no-reply@${new URL(publicOrigin(config)).hostname}`;
}

/** Sends the mail; throws when SMTP is not configured or the server refuses it. */
export async function sendMail(db: Db, config: MailConfig, mail: OutgoingMail): Promise<void> {
  if (!config.SMTP_URL) throw new Error('SMTP_URL is not set');
  const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
  try {
    await transport.sendMail({ from: await senderAddress(db, config), ...mail });
  } finally {
    transport.close();
  }
}

interface Logger {
  warn(details: object, message: string): void;
}

/**
 * Sends a mail whose failure must not undo what was stored: `skipped` without SMTP or without a
 * recipient (`compose` answers null), `failed` (logged with `context`) when the server refuses.
 */
export async function deliver(
  deps: { db: Db; config: MailConfig; log?: Logger },
  compose: () => Promise<OutgoingMail | null>,
  context: { message: string } & Record<string, unknown>,
): Promise<MailStatus> {
  const { db, config, log } = deps;
  if (!config.SMTP_URL) return 'skipped';
  try {
    const mail = await compose();
    if (!mail) return 'skipped';
    await sendMail(db, config, mail);
    return 'sent';
  } catch (error) {
    const { message, ...details } = context;
    log?.warn({ err: error, ...details }, message);
    return 'failed';
  }
}

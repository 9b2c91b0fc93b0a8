// Sending one e-mail through the configured SMTP server (SMTP_URL), the way the contact form does:
// nodemailer, short timeouts. The sender is the SMTP account when it is an address (many servers
// insist), else the agency's address from the general info, else no-reply at the site's host.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { generalInfo } from '../../db/schema.ts';
import { publicOrigin } from '../../http/public-url.ts';

const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  replyTo?: { name: string; address: string };
  attachments?: { filename: string; content: string; contentType: string }[];
}

export type MailConfig = Pick<Config, 'SMTP_URL' | 'PUBLIC_URL' | 'PORT'>;

async function senderAddress(db: Db, config: MailConfig): Promise<string> {
  const user = decodeURIComponent(new URL(config.SMTP_URL!).username);
  if (user.includes('@')) return user;
  const [info] = await db
    .select({ email: generalInfo.email })
    .from(generalInfo)
    .where(eq(generalInfo.id, 1));
  if (info?.email) return info.email;
  return `no-reply@${new URL(publicOrigin(config)).hostname}`;
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

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

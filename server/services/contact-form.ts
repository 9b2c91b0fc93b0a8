// The contact form (docs/product.md, "Forms and their messages"): the message is stored first, so a
// mail outage loses nothing (staff read messages in the back-office), then e-mailed when SMTP is
// configured.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TContactMessage } from '../../common/schemas/contact.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { contactMessages, generalInfo, leads } from '../db/schema.ts';
import { storeContactLead } from './leads/contact-lead.ts';

export type ContactEmailStatus = 'sent' | 'failed' | 'skipped';

export type ContactResult =
  | { stored: true; id: number; email_status: ContactEmailStatus }
  /** The honeypot field was filled in: a bot. It gets the same answer, nothing is kept. */
  | { stored: false };

interface Logger {
  warn(details: object, message: string): void;
}

// A visitor waits for the answer: an SMTP server that does not answer must not hold it long.
export const SMTP_TIMEOUTS = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: 10_000,
};

export async function submitContactMessage(
  deps: { db: Db; config: Pick<Config, 'SMTP_URL' | 'CONTACT_TO'>; log?: Logger },
  input: TContactMessage,
): Promise<ContactResult> {
  const { db, config, log } = deps;
  if (input.website && input.website.trim() !== '') return { stored: false };

  // The message is also a lead (source contact) of the « Demandes »: both rows or neither.
  const { id, leadId } = await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        full_name: input.full_name,
        email: input.email ?? null,
        phone_number: input.phone_number ?? null,
        object: input.object,
        message: input.message,
        locale: input.locale ?? null,
      })
      .returning({ id: contactMessages.id });
    return { id: stored!.id, leadId: await storeContactLead(tx, input) };
  });
  const status = await mailToAgency(db, config, input).catch((error: unknown) => {
    log?.warn({ err: error, contactMessageId: id }, 'contact message stored, e-mail failed');
    return 'failed' as const;
  });
  await db.update(contactMessages).set({ email_status: status }).where(eq(contactMessages.id, id));
  await db.update(leads).set({ email_status: status }).where(eq(leads.id, leadId));
  return { stored: true, id, email_status: status };
}

async function mailToAgency(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'CONTACT_TO'>,
  input: TContactMessage,
): Promise<ContactEmailStatus> {
  if (!config.SMTP_URL) return 'skipped';
  let to = config.CONTACT_TO;
  if (!to) {
    const [info] = await db
      .select({ email: generalInfo.email })
      .from(generalInfo)
      .where(eq(generalInfo.id, 1));
    to = info?.email ?? undefined;
  }
  if (!to) return 'skipped';

  const transport = nodemailer.createTransport({ url: config.SMTP_URL, ...SMTP_TIMEOUTS });
  try {
    await transport.sendMail({
      from: senderAddress(config.SMTP_URL, to),
      to,
      replyTo: input.email ? { name: input.full_name, address: input.email } : undefined,
      subject: `Contact : ${input.object}`,
      text: mailText(input),
    });
    return 'sent';
  } finally {
    transport.close();
  }
}

/** The SMTP account when it is an address (many servers insist), else the recipient itself. */
export function senderAddress(smtpUrl: string, recipient: string): string {
  const user = decodeURIComponent(new URL(smtpUrl).username);
  return user.includes('@') ? user : recipient;
}

// Staff read French (the back-office language).
function mailText(input: TContactMessage): string {
  const lines = [
    'Nouveau message reçu par le formulaire de contact du site.',
    '',
    `Nom : ${input.full_name}`,
    `E-mail : ${input.email ?? '—'}`,
    `Téléphone : ${input.phone_number ?? '—'}`,
    `Langue : ${input.locale ?? '—'}`,
    `Objet : ${input.object}`,
    '',
    input.message,
  ];
  return lines.join('\n');
}

// The contact form (docs/product.md, "Forms and their messages"): the message is stored first, so a
// mail outage loses nothing (staff read messages in the back-office), then e-mailed when SMTP is
// configured.
import { eq } from 'drizzle-orm';
import type { TContactMessage } from '../../../common/schemas/contact.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages, leads } from '../../db/schema.ts';
import { deliver, type MailConfig, type MailStatus } from '../../mail/send.ts';
import { agencyInbox } from './agency-info.ts';
import { storeContactLead } from '../leads/contact-lead.ts';

export type ContactEmailStatus = MailStatus;

export type ContactResult =
  | { stored: true; id: number; email_status: ContactEmailStatus }
  /** The honeypot field was filled in: a bot. It gets the same answer, nothing is kept. */
  | { stored: false };

interface Logger {
  warn(details: object, message: string): void;
}

export async function submitContactMessage(
  deps: { db: Db; config: MailConfig & Pick<Config, 'CONTACT_TO'>; log?: Logger },
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
  const status = await deliver(
    { db, config, log },
    async () => {
      const to = await agencyInbox(db, config);
      if (!to) return null;
      return {
        to,
        replyTo: input.email ? { name: input.full_name, address: input.email } : undefined,
        subject: `Contact : ${input.object}`,
        text: mailText(input),
      };
    },
    { message: 'contact message stored, e-mail failed', contactMessageId: id },
  );
  await db.update(contactMessages).set({ email_status: status }).where(eq(contactMessages.id, id));
  await db.update(leads).set({ email_status: status }).where(eq(leads.id, leadId));
  return { stored: true, id, email_status: status };
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

// A visitor's enquiry (POST /api/leads and the property page's form): stored first, so a mail
// outage loses nothing, then e-mailed to the listing's agent (their address, else the agency's)
// when SMTP is configured. The lead's agent is the listing's agent (decision 0038).
import { eq } from 'drizzle-orm';
import type { TLeadCreate } from '../../../common/schemas/lead.ts';
import type { Db } from '../../db/client.ts';
import { agents, leads, properties } from '../../db/schema.ts';
import { deliver, type MailConfig, type MailStatus } from '../../mail/send.ts';
import { agencyEmail } from '../agency/agency-info.ts';
import { DomainError } from '../domain-error.ts';
import { leadPhone } from './lead-phone.ts';

export type LeadResult =
  | { stored: true; id: number; email_status: MailStatus }
  /** The honeypot field was filled in: a bot. It gets the same answer, nothing is kept. */
  | { stored: false };

interface Logger {
  warn(details: object, message: string): void;
}

interface Listing {
  id: number;
  name_fr: string;
  agent_id: number | null;
}

export async function submitLead(
  deps: { db: Db; config: MailConfig; log?: Logger },
  input: TLeadCreate,
): Promise<LeadResult> {
  const { db, config, log } = deps;
  if (input.website && input.website.trim() !== '') return { stored: false };

  let listing: Listing | null = null;
  if (input.property_id !== undefined) {
    const [row] = await db
      .select({ id: properties.id, name_fr: properties.name_fr, agent_id: properties.agent_id })
      .from(properties)
      .where(eq(properties.id, input.property_id));
    if (!row) {
      throw new DomainError('property.not_found', `No property with id ${input.property_id}`, {
        field: 'property_id',
      });
    }
    listing = row;
  }

  const [stored] = await db
    .insert(leads)
    .values({
      property_id: listing?.id ?? null,
      agent_id: listing?.agent_id ?? null,
      full_name: input.full_name,
      email: input.email ?? null,
      phone_number: leadPhone(input.phone_number),
      message: input.message,
      preferred_channel: input.preferred_channel ?? null,
      source: listing ? 'property' : 'contact',
      locale: input.locale ?? null,
    })
    .returning({ id: leads.id });
  const id = stored!.id;
  const status = await deliver(
    { db, config, log },
    async () => {
      const to = await recipient(db, listing?.agent_id ?? null);
      if (!to) return null;
      return {
        to,
        replyTo: input.email ? { name: input.full_name, address: input.email } : undefined,
        subject: listing
          ? `Demande : ${listing.name_fr} (réf. #${listing.id})`
          : `Demande : ${input.full_name}`,
        text: mailText(input, listing, config.PUBLIC_URL),
      };
    },
    { message: 'lead stored, e-mail failed', leadId: id },
  );
  await db.update(leads).set({ email_status: status }).where(eq(leads.id, id));
  return { stored: true, id, email_status: status };
}

/** The listing's agent's address, else the agency's (general information). */
async function recipient(db: Db, agentId: number | null): Promise<string | null> {
  if (agentId !== null) {
    const [agent] = await db
      .select({ email: agents.email })
      .from(agents)
      .where(eq(agents.id, agentId));
    if (agent?.email) return agent.email;
  }
  return agencyEmail(db);
}

const CHANNELS = { phone: 'téléphone', whatsapp: 'WhatsApp', email: 'e-mail' } as const;

// Staff read French (the back-office language).
function mailText(input: TLeadCreate, listing: Listing | null, publicUrl?: string): string {
  const base = publicUrl?.replace(/\/$/, '') ?? '';
  const lines = [
    'Nouvelle demande reçue sur le site.',
    '',
    ...(listing ? [`Bien : ${listing.name_fr} (réf. #${listing.id})`] : []),
    ...(listing && base ? [`Annonce : ${base}/property/${listing.id}`] : []),
    `Nom : ${input.full_name}`,
    `E-mail : ${input.email ?? '—'}`,
    `Téléphone : ${input.phone_number ?? '—'}`,
    `Contact préféré : ${input.preferred_channel ? CHANNELS[input.preferred_channel] : '—'}`,
    `Langue : ${input.locale ?? '—'}`,
    '',
    input.message,
    '',
    'Suivez-la dans le back-office, rubrique « Demandes ».',
  ];
  return lines.join('\n');
}

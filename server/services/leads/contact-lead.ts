// A contact-page message as a lead (source contact, no listing, no agent): the subject heads the
// message, so the « Demandes » read as the inbox does.
import type { TContactMessage } from '../../../common/schemas/contact.ts';
import type { Db } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { leadPhone } from './lead-phone.ts';

export async function storeContactLead(tx: Db, input: TContactMessage): Promise<number> {
  const [row] = await tx
    .insert(leads)
    .values({
      full_name: input.full_name,
      email: input.email ?? null,
      phone_number: leadPhone(input.phone_number),
      message: `${input.object}\n\n${input.message}`,
      source: 'contact',
      locale: input.locale ?? null,
    })
    .returning({ id: leads.id });
  return row!.id;
}

// One action turns an owner lead into a hidden draft listing (decision 0066): the lead's type,
// kind (for sale / for rent), place, areas, rooms, asking price and photos copied into a new
// property through the back-office's own create (its rules, search text, quality and audit),
// hidden, and assigned to the lead's agent. The lead then points at it (property_id): a second
// draft is a 409, so one owner lead never makes two listings.
import { eq } from 'drizzle-orm';
import { ZPropertyCreateSchema } from '../../../common/schemas/admin-property.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { Db } from '../../db/client.ts';
import { leads, ownerLeads, propertyStatuses, propertyTypes } from '../../db/schema.ts';
import { createAdminProperty } from '../listings/admin-properties.ts';
import { fieldChanges } from '../audit/field-changes.ts';
import type { AuditActor } from '../audit/record.ts';
import { DomainError } from '../domain-error.ts';
import { assertMayHandle, type LeadViewer } from './lead-access.ts';
import { recordLeadChange } from './lead-audit.ts';

/** "Villa à Cherchell", "Villa in Cherchell", "فيلا في Cherchell". */
function names(type: { fr: string; en: string; ar: string } | undefined, place: string) {
  const what = type ?? { fr: 'Bien', en: 'Property', ar: 'عقار' };
  return place
    ? {
        name_fr: `${what.fr} à ${place}`,
        name_en: `${what.en} in ${place}`,
        name_ar: `${what.ar} في ${place}`,
      }
    : { name_fr: what.fr, name_en: what.en, name_ar: what.ar };
}

export async function draftListingFromLead(
  db: Db,
  viewer: LeadViewer,
  actor: AuditActor,
  id: number,
): Promise<{ property_id: number }> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) throw new DomainError('lead.not_found', `No lead with id ${id}`);
    assertMayHandle(viewer, lead);
    const [owner] = await tx.select().from(ownerLeads).where(eq(ownerLeads.lead_id, id));
    if (lead.kind !== 'owner' || !owner) {
      throw new DomainError('lead.not_owner', 'Only an owner lead makes a draft listing');
    }
    if (lead.property_id !== null) {
      throw new DomainError(
        'lead.has_listing',
        `This lead already has listing #${lead.property_id}`,
      );
    }
    const [type] = owner.property_type_id
      ? await tx
          .select({
            fr: propertyTypes.name_fr,
            en: propertyTypes.name_en,
            ar: propertyTypes.name_ar,
          })
          .from(propertyTypes)
          .where(eq(propertyTypes.id, owner.property_type_id))
      : [];
    const statusKey = owner.deal === 'rent' ? 'for_rent' : 'for_sale';
    const [status] = await tx
      .select({ id: propertyStatuses.id })
      .from(propertyStatuses)
      .where(eq(propertyStatuses.key, statusKey));
    const wilaya = wilayaById(owner.wilaya_id);
    const place = owner.commune || wilaya?.fr || '';
    const body = ZPropertyCreateSchema.parse({
      ...names(type, place),
      address_fr: owner.address,
      city_fr: owner.commune,
      city_en: owner.commune,
      city_ar: owner.commune,
      wilaya_id: owner.wilaya_id,
      base_price: owner.asking_price ?? 0,
      living_area: owner.living_area,
      land_area: owner.land_area,
      num_rooms: owner.num_rooms,
      property_types: owner.property_type_id ? [owner.property_type_id] : [],
      property_statuses: status ? [status.id] : [],
      images: owner.photos,
      description_fr: lead.message,
      // A draft: staff complete it, then publish it.
      isVisible: false,
      agent_id: lead.agent_id ?? undefined,
    });
    const property = await createAdminProperty(tx, body, actor);
    await tx
      .update(leads)
      .set({ property_id: property.id, updated_at: new Date() })
      .where(eq(leads.id, id));
    await recordLeadChange(
      tx,
      actor,
      lead,
      fieldChanges({ property_id: lead.property_id }, { property_id: property.id }),
    );
    return { property_id: property.id };
  });
}

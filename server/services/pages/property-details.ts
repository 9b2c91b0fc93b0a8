// One visible property for its public page (GET /api/properties/{id}): everything but the
// seller's contacts, which only revealSellerContact hands out (property-counters.ts).
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../common/languages.ts';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';
import { localized } from '../localize.ts';
import { isVisible, promoActive } from '../property-query.ts';
import { toCard } from './property-shape.ts';
import { loadReferenceItems, namedRefs } from '../reference/reference-options.ts';
import { priceHistory } from '../listings/price-history.ts';

const iso = (value: Date | string) => new Date(value).toISOString();
const present = (value: string | null) => value !== null && value.trim() !== '';

/** The property's public details in the locale, or null when it does not exist or is hidden. */
export async function getPropertyDetails(
  db: Db,
  id: number,
  locale: Language,
): Promise<TPropertyDetails | null> {
  const [[row], refs] = await Promise.all([
    db
      .select({ property: p, promo_active: sql<boolean>`${promoActive}` })
      .from(p)
      .where(and(eq(p.id, id), isVisible)),
    loadReferenceItems(db),
  ]);
  if (!row) return null;
  const history = await priceHistory(db, row.property);
  const { property } = row;
  const refsOf = (list: keyof typeof refs, ids: number[]) => namedRefs(refs[list], ids, locale);
  return {
    ...toCard({ ...property, promo_active: row.promo_active }, refs, locale),
    description: localized(property, 'description', locale),
    country: localized(property, 'country', locale),
    seller_name: localized(property, 'seller_name', locale),
    num_floors: property.num_floors,
    construction_year: property.construction_year,
    map_link: property.map_link,
    youtube_url: property.youtube_url,
    states: refsOf('states', property.property_states),
    furnished_types: refsOf('furnished_types', property.furnished_types),
    views: refsOf('views', property.views),
    commodities: refsOf('commodities', property.commodities),
    security_accessibilities: refsOf('security_accessibilities', property.security_accessibilities),
    proximities: refsOf('proximities', property.proximities),
    other_characteristics: refsOf('other_characteristics', property.other_characteristics),
    associated_documents: namedRefs(
      refs.associated_documents,
      property.associated_documents,
      locale,
    ).map((ref) => ({
      ...ref,
      category: refs.associated_documents.get(ref.id)?.category ?? 'other',
    })),
    seller_contact: {
      phone: present(property.seller_phone),
      whatsapp: present(property.seller_whatsapp),
      email: present(property.seller_email),
    },
    updated_at: iso(property.updated_at),
    price_history: history,
  };
}

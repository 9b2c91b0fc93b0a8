// A property's base price over time, for its public page (decision 0042): the first price, dated
// when the listing was created, then every change the trigger of migration 0015 recorded.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { propertyPriceChanges } from '../../db/schema.ts';

export interface PricePoint {
  price: number;
  changed_at: string;
}

export async function priceHistory(
  db: Db,
  property: { id: number; base_price: number; created_at: Date },
): Promise<PricePoint[]> {
  const changes = await db
    .select()
    .from(propertyPriceChanges)
    .where(eq(propertyPriceChanges.property_id, property.id))
    .orderBy(asc(propertyPriceChanges.changed_at), asc(propertyPriceChanges.id));
  const first = changes[0]?.old_price ?? property.base_price;
  return [
    { price: Number(first), changed_at: property.created_at.toISOString() },
    ...changes.map((change) => ({
      price: Number(change.new_price),
      changed_at: change.changed_at.toISOString(),
    })),
  ];
}

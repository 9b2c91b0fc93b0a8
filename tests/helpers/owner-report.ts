// The owner report's fixture: an apartment for sale in Hydra and five comparables around it, so
// the report's price position has quartiles to show (100k, 120k, 140k, 160k and 200k DZD/m²:
// quartiles 120k, 140k, 160k; the listing at 150k DZD/m²).
import type { Db } from '../../server/db/client.ts';
import { createProperty, type Property, type RefIds } from './factories.ts';

export async function createHydraListingWithComparables(db: Db, refs: RefIds): Promise<Property> {
  const apartment = (price: number, more = {}) =>
    createProperty(db, {
      city_fr: 'Hydra',
      base_price: price,
      living_area: 100,
      property_types: [refs.types.apartment!],
      property_statuses: [refs.statuses.for_sale!],
      ...more,
    });
  const listing = await apartment(15_000_000, { name_fr: 'Appartement F4 à Hydra' });
  for (const price of [10_000_000, 12_000_000, 14_000_000, 16_000_000, 20_000_000]) {
    await apartment(price);
  }
  return listing;
}

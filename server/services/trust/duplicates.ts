// Possible duplicates of a property, for the CMS warning after a save (a warning, never a
// block): visible properties of the same type within 150 m and a base price within 10%, or
// whose first image has the same perceptual hash (dHash).
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { properties as p } from '../../db/schema.ts';

export const DUPLICATE_DISTANCE_M = 150;
export const DUPLICATE_PRICE_RATIO = 0.1;
const MAX_RESULTS = 10;
const EARTH_RADIUS_M = 6_371_000;
const METRES_PER_DEGREE = 111_320;

export type DuplicateReason = 'nearby_same_price' | 'same_first_image';

export interface DuplicateCandidate {
  id: number;
  name_fr: string;
  base_price: number;
  image: string | null;
  /** Metres between the two positions, when both are known. */
  distance_m: number | null;
  reasons: DuplicateReason[];
}

/** The listings that look like this one, or null when no property has this id. */
export async function findDuplicates(db: Db, id: number): Promise<DuplicateCandidate[] | null> {
  const [self] = await db
    .select({
      latitude: p.latitude,
      longitude: p.longitude,
      base_price: p.base_price,
      property_types: p.property_types,
      dhash: p.first_image_dhash,
    })
    .from(p)
    .where(eq(p.id, id));
  if (!self) return null;

  const located = self.latitude !== null && self.longitude !== null;
  const distance = located
    ? sql<number>`(2 * ${EARTH_RADIUS_M} * asin(sqrt(
        power(sin(radians(${p.latitude} - ${self.latitude}) / 2), 2) +
        cos(radians(${self.latitude})) * cos(radians(${p.latitude})) *
        power(sin(radians(${p.longitude} - ${self.longitude}) / 2), 2))))`
    : sql<number>`null::double precision`;

  const branches: SQL[] = [];
  let nearby: SQL = sql`false`;
  if (located && self.property_types.length > 0) {
    const dLat = DUPLICATE_DISTANCE_M / METRES_PER_DEGREE;
    const dLng =
      DUPLICATE_DISTANCE_M /
      (METRES_PER_DEGREE * Math.max(Math.cos((self.latitude! * Math.PI) / 180), 0.01));
    const low = Math.floor(self.base_price * (1 - DUPLICATE_PRICE_RATIO));
    const high = Math.ceil(self.base_price * (1 + DUPLICATE_PRICE_RATIO));
    nearby = sql`(
      ${p.latitude} between ${self.latitude! - dLat} and ${self.latitude! + dLat}
      and ${p.longitude} between ${self.longitude! - dLng} and ${self.longitude! + dLng}
      and ${p.base_price} between ${low} and ${high}
      and ${p.property_types} && ${`{${self.property_types.join(',')}}`}::integer[]
      and ${distance} <= ${DUPLICATE_DISTANCE_M})`;
    branches.push(nearby);
  }
  const sameImage = self.dhash ? sql`${p.first_image_dhash} = ${self.dhash}` : sql`false`;
  if (self.dhash) branches.push(sql`(${sameImage})`);
  if (branches.length === 0) return [];

  const rows = await db
    .select({
      id: p.id,
      name_fr: p.name_fr,
      base_price: p.base_price,
      image: sql<string | null>`${p.images}[1]`,
      distance_m: distance,
      nearby: sql<boolean>`coalesce(${nearby}, false)`,
      same_image: sql<boolean>`coalesce(${sameImage}, false)`,
    })
    .from(p)
    .where(
      and(eq(p.isVisible, true), sql`${p.id} <> ${id}`, sql`(${sql.join(branches, sql` or `)})`),
    )
    .orderBy(p.id)
    .limit(MAX_RESULTS);

  return rows.map((row) => {
    const metres = row.distance_m === null ? null : Math.round(Number(row.distance_m));
    const reasons: DuplicateReason[] = [];
    if (row.nearby) reasons.push('nearby_same_price');
    if (row.same_image) reasons.push('same_first_image');
    return {
      id: row.id,
      name_fr: row.name_fr,
      base_price: row.base_price,
      image: row.image,
      distance_m: metres,
      reasons,
    };
  });
}

// What the list page's map receives (/properties/{kind}/points): every match with a position, as
// compact tuples, because a broad search sends up to MAP_POINTS_LIMIT of them at once. A point
// carries what its pin shows (the price, and whether it is a rent, priced per month); a popup's
// photo, title and place are read for that one property when it opens (GET
// /api/properties/by-ids), so the answer stays small (docs/decisions/0034-map-popups-on-demand.md).
import { z } from 'zod';

/** At most this many points are sent; the answer says when there were more. */
export const MAP_POINTS_LIMIT = 2000;

export const ZMapPointSchema = z.tuple([
  z.number().int().meta({ description: 'Property id' }),
  z.number().meta({ description: 'Latitude' }),
  z.number().meta({ description: 'Longitude' }),
  z.number().meta({ description: 'The shown price (the promotional one while it runs), DZD' }),
  z
    .union([z.literal(0), z.literal(1)])
    .meta({ description: '1: a rent (one of its statuses is a rent one), priced per month' }),
]);
export type TMapPoint = z.infer<typeof ZMapPointSchema>;

export const ZMapPointsSchema = z.object({
  points: z.array(ZMapPointSchema),
  truncated: z.boolean().meta({ description: 'More properties matched than were sent' }),
});
export type TMapPoints = z.infer<typeof ZMapPointsSchema>;

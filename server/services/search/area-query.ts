// The SQL of the area searches (issue 26, decision 0046), with no extension (PGlite and
// PostgreSQL alike): a lat/lng box first, which the partial index on (latitude, longitude)
// answers, then the exact test on the rows the box keeps: the haversine distance for a circle,
// ray casting for a polygon. The same geometry in JavaScript is common/geo-area.ts.
import { sql, type SQL } from 'drizzle-orm';
import type { Box, Circle, LatLng } from '../../../common/geo-area.ts';
import { circleBox, EARTH_RADIUS_KM, polygonBox } from '../../../common/geo-shapes.ts';
import type { TPropertyFilters } from '../../../common/schemas/search.ts';
import { properties as p } from '../../db/schema.ts';
import { between } from '../property-query.ts';

const boxConditions = (box: Box): SQL[] => [
  ...between(p.latitude, box.minLat, box.maxLat),
  ...between(p.longitude, box.minLng, box.maxLng),
];

/**
 * Within the circle: haversine's `h` compared with sin²(r / 2R), so the database computes no
 * asin or sqrt per row (distance ≤ r ⇔ h ≤ sin²(r / 2R) for r up to πR).
 */
function withinCircle({ lat, lng, radiusKm }: Circle): SQL {
  const limit = Math.sin(radiusKm / (2 * EARTH_RADIUS_KM)) ** 2;
  const cosCentre = Math.cos((lat * Math.PI) / 180);
  return sql`(power(sin(radians(${p.latitude} - ${lat}::float8) / 2), 2) + ${cosCentre}::float8 * cos(radians(${p.latitude})) * power(sin(radians(${p.longitude} - ${lng}::float8) / 2), 2)) <= ${limit}::float8`;
}

/**
 * Inside the polygon: a ray cast towards the west crosses an odd number of edges. Each edge's
 * slope is computed here; horizontal edges are never crossed and are left out (and with them
 * any division by zero).
 */
function insidePolygon(points: readonly LatLng[]): SQL {
  const crossings = points.flatMap((a, i) => {
    const b = points[(i + 1) % points.length]!;
    if (a.lat === b.lat) return [];
    const slope = (b.lng - a.lng) / (b.lat - a.lat);
    return [
      sql`((${p.latitude} > ${a.lat}::float8) <> (${p.latitude} > ${b.lat}::float8) and ${p.longitude} < ${slope}::float8 * (${p.latitude} - ${a.lat}::float8) + ${a.lng}::float8)::int`,
    ];
  });
  return sql`(${sql.join(crossings, sql` + `)}) % 2 <> 0`;
}

/**
 * The conditions of the area filters: none without them. `box: false` leaves out the lat/lng
 * box (the exact test alone keeps the same rows): with no condition the (latitude, longitude)
 * index can answer, the planner walks the index of the requested order instead (decision 0076).
 */
export function areaConditions(filters: TPropertyFilters, { box = true } = {}): SQL[] {
  const conditions: SQL[] = [];
  const { lat, lng, radius_km: radiusKm, polygon } = filters;
  if (lat !== undefined && lng !== undefined && radiusKm !== undefined) {
    const circle = { lat, lng, radiusKm };
    if (box) conditions.push(...boxConditions(circleBox(circle)));
    conditions.push(withinCircle(circle));
  }
  if (polygon) {
    if (box) conditions.push(...boxConditions(polygonBox(polygon)));
    conditions.push(insidePolygon(polygon));
  }
  return conditions;
}

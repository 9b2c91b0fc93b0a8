// The area parameters of the property searches (issue 26, decision 0046): a circle (`lat`, `lng`,
// `radius_km`: all three or none) and a drawn polygon (`polygon`: `lat,lng;lat,lng;…`, 3 to 50
// points, not crossing itself). The geometry is common/geo-area.ts; the SQL is
// server/services/search/area-query.ts.
import { z } from 'zod';
import { MAX_POLYGON_POINTS, MAX_RADIUS_KM, MIN_POLYGON_POINTS, type LatLng } from '../geo-area.ts';
import { polygonOrProblem } from '../geo-shapes.ts';
import type { FieldIssue } from './record-rules.ts';
import { blankToUndefined, queryNumber } from './primitives.ts';

/** A polygon's query value is short: 50 points of "-90.12345,-180.12345;" and some spaces. */
const POLYGON_MAX_CHARS = 1200;

const polygonParam = z
  .preprocess(
    blankToUndefined,
    z
      .string()
      .max(POLYGON_MAX_CHARS, { error: 'is too long' })
      .transform((value, ctx): LatLng[] => {
        const points = polygonOrProblem(value);
        if (typeof points === 'string') {
          ctx.addIssue({ code: 'custom', message: points });
          return z.NEVER;
        }
        return points;
      })
      .optional(),
  )
  .meta({
    description:
      `Only properties inside this polygon: \`lat,lng;lat,lng;…\` (decimal degrees), ` +
      `${MIN_POLYGON_POINTS} to ${MAX_POLYGON_POINTS} points, closed by itself (a last point ` +
      'equal to the first is ignored); an outline crossing itself is a 400',
  });

/** The area filters, spread into the search's filter shape (search.ts). */
export const areaFilterShape = {
  lat: queryNumber({
    min: -90,
    max: 90,
    description: 'Radius search: latitude of the centre (with lng and radius_km)',
  }),
  lng: queryNumber({
    min: -180,
    max: 180,
    description: 'Radius search: longitude of the centre (with lat and radius_km)',
  }),
  radius_km: z
    .preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'must be a number' })
        .gt(0, { error: 'must be greater than 0' })
        .max(MAX_RADIUS_KM, { error: `must be at most ${MAX_RADIUS_KM}` })
        .optional(),
    )
    .meta({
      description: `Radius search: only properties within this many km of lat/lng (at most ${MAX_RADIUS_KM}; great-circle distance)`,
    }),
  polygon: polygonParam,
};

const RADIUS_PARAMS = ['lat', 'lng', 'radius_km'] as const;

/** The radius parameters come as a set: naming the first one missing. */
export function areaIssues(
  values: Partial<Record<(typeof RADIUS_PARAMS)[number], number>>,
): FieldIssue[] {
  const given = RADIUS_PARAMS.filter((name) => values[name] !== undefined);
  if (given.length === 0 || given.length === RADIUS_PARAMS.length) return [];
  const missing = RADIUS_PARAMS.find((name) => values[name] === undefined)!;
  return [
    {
      code: 'validation.required',
      path: missing,
      message: `lat, lng and radius_km must be given together (${given.join(', ')} given)`,
    },
  ];
}

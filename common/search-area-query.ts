// The search area in the list page's address (issue 26): `lat`, `lng` and `radius_km` for a
// circle, `polygon` (`lat,lng;lat,lng;…`) for a drawn zone — the API's own names. Read leniently
// like the rest of the address (search-query.ts): a malformed or partial area is dropped, never
// an error. A polygon in the address wins over a circle (the page shows one area at a time).
import {
  formatCoordinate,
  formatPolygon,
  MAX_RADIUS_KM,
  parsePolygon,
  polygonProblem,
  type SearchArea,
} from './geo-area.ts';

function coordinate(raw: string | null, limit: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

export function parseAreaQuery(query: URLSearchParams): SearchArea | null {
  const polygon = query.get('polygon');
  if (polygon) {
    const points = parsePolygon(polygon);
    if (typeof points !== 'string' && polygonProblem(points) === null) {
      return { kind: 'polygon', points };
    }
  }
  const lat = coordinate(query.get('lat'), 90);
  const lng = coordinate(query.get('lng'), 180);
  const radiusKm = coordinate(query.get('radius_km'), MAX_RADIUS_KM);
  if (lat === undefined || lng === undefined || radiusKm === undefined || radiusKm <= 0) {
    return null;
  }
  return { kind: 'radius', circle: { lat, lng, radiusKm } };
}

/** The area's keys and values, for the address and for GET /api/properties alike. */
export function areaParams(area: SearchArea | null): [string, string][] {
  if (!area) return [];
  if (area.kind === 'polygon') return [['polygon', formatPolygon(area.points)]];
  const { lat, lng, radiusKm } = area.circle;
  return [
    ['lat', formatCoordinate(lat)],
    ['lng', formatCoordinate(lng)],
    ['radius_km', String(radiusKm)],
  ];
}

/**
 * The near-me form sent by the browser itself (no script): the chosen place comes as
 * `near=lat,lng` beside `radius_km`. The address it stands for, with `lat` and `lng` instead;
 * null when there is no `near`. A malformed one is simply dropped.
 */
export function nearToAreaQuery(query: URLSearchParams): URLSearchParams | null {
  const near = query.get('near');
  if (near === null) return null;
  const next = new URLSearchParams(query);
  next.delete('near');
  next.delete('polygon');
  const [lat, lng, extra] = near.split(',');
  if (extra === undefined && coordinate(lat ?? null, 90) !== undefined) {
    const longitude = coordinate(lng ?? null, 180);
    if (longitude !== undefined) {
      next.set('lat', lat!.trim());
      next.set('lng', lng!.trim());
    }
  }
  return next;
}

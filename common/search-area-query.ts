// The search area in the list page's address (issue 26): `lat`, `lng` and `radius_km` for a
// circle, `polygon` (`lat,lng;lat,lng;…`) for a drawn zone — the API's own names. Read leniently
// like the rest of the address (search-query.ts): a malformed or partial area is dropped, never
// an error. A polygon in the address wins over a circle (the page shows one area at a time).
// Whether an outline crosses itself is not checked here (that geometry stays out of the page's
// JavaScript): the list route sends such an address to one without it (area-address.server.ts).
import {
  formatCoordinate,
  formatPolygon,
  MAX_RADIUS_KM,
  readCoordinate,
  readPolygon,
  type SearchArea,
} from './geo-area.ts';

export function parseAreaQuery(query: URLSearchParams): SearchArea | null {
  const polygon = query.get('polygon');
  if (polygon) {
    const points = readPolygon(polygon);
    if (points) return { kind: 'polygon', points };
  }
  const lat = readCoordinate(query.get('lat'), 90);
  const lng = readCoordinate(query.get('lng'), 180);
  const radiusKm = readCoordinate(query.get('radius_km'), MAX_RADIUS_KM);
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

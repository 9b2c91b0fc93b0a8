// A search area (issue 26): a circle (centre and radius) or a polygon drawn on the map, as the
// address and the API write it. What the list page's codec needs only, so the page's JavaScript
// stays small (decision 0046); the geometry (distances, boxes, crossings) is geo-shapes.ts.

export const MAX_RADIUS_KM = 200;
export const MIN_POLYGON_POINTS = 3;
export const MAX_POLYGON_POINTS = 50;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Circle extends LatLng {
  radiusKm: number;
}

export type SearchArea = { kind: 'radius'; circle: Circle } | { kind: 'polygon'; points: LatLng[] };

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

const COORDINATE = /^-?\d{1,3}(\.\d+)?$/;

/** A number of the address within ±limit; undefined when absent or not one (never an error). */
export function readCoordinate(raw: string | null, limit: number): number | undefined {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
}

/** `lat,lng` in decimal degrees, on the globe; null otherwise. */
export function readPoint(pair: string): LatLng | null {
  const [lat, lng, extra] = pair.split(',').map((part) => part.trim());
  if (extra !== undefined || !lat || !lng || !COORDINATE.test(lat) || !COORDINATE.test(lng)) {
    return null;
  }
  const point = { lat: Number(lat), lng: Number(lng) };
  return Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180 ? point : null;
}

/**
 * `lat,lng;lat,lng;…` into 3 to 50 points, or null. A closing point equal to the first is
 * dropped (GeoJSON habit). The API says why a value is refused (schemas/search-area.ts).
 */
export function readPolygon(raw: string): LatLng[] | null {
  const points = raw
    .split(';')
    .filter((pair) => pair.trim())
    .slice(0, MAX_POLYGON_POINTS + 2)
    .map(readPoint);
  if (points.some((point) => point === null)) return null;
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first!.lat === last!.lat && first!.lng === last!.lng) points.pop();
  return points.length >= MIN_POLYGON_POINTS && points.length <= MAX_POLYGON_POINTS
    ? (points as LatLng[])
    : null;
}

const round = (value: number) => String(Number(value.toFixed(5)));

/** Points as the address and the API write them (5 decimals: about a metre). */
export function formatPolygon(points: readonly LatLng[]): string {
  return points.map((point) => `${round(point.lat)},${round(point.lng)}`).join(';');
}

export const formatCoordinate = round;

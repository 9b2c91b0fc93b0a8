// A search area (issue 26): a circle (centre and radius) or a polygon drawn on the map. Pure
// geometry, shared by the API's validation, the address codec and the map (no Zod: the browser
// loads it). The SQL forms of the same tests are in server/services/area-query.ts; a test holds
// them equal on a fixture of known distances.

export const EARTH_RADIUS_KM = 6371.0088;
export const MAX_RADIUS_KM = 200;
export const MIN_POLYGON_POINTS = 3;
export const MAX_POLYGON_POINTS = 50;
/** The radii the list page offers (km); the API takes any value up to MAX_RADIUS_KM. */
export const RADIUS_CHOICES = [1, 2, 5, 10, 20, 50] as const;
export const DEFAULT_RADIUS_KM = 5;

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

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): the same formula as the SQL test. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest lat/lng box holding the circle, widened a hair so that float rounding never cuts
 * a point the exact test keeps. Near a pole the box takes every longitude.
 */
export function circleBox({ lat, lng, radiusKm }: Circle): Box {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI) * 1.0001;
  const cos = Math.cos(toRadians(Math.min(89.9, Math.abs(lat) + dLat)));
  const dLng = Math.min(180, dLat / Math.max(cos, 1e-6));
  return {
    minLat: Math.max(-90, lat - dLat),
    maxLat: Math.min(90, lat + dLat),
    minLng: Math.max(-180, lng - dLng),
    maxLng: Math.min(180, lng + dLng),
  };
}

export function polygonBox(points: readonly LatLng[]): Box {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  return {
    minLat: Math.min(...lats),
    maxLat: Math.max(...lats),
    minLng: Math.min(...lngs),
    maxLng: Math.max(...lngs),
  };
}

export const areaBox = (area: SearchArea): Box =>
  area.kind === 'radius' ? circleBox(area.circle) : polygonBox(area.points);

/**
 * Ray casting on the plane of lat/lng degrees (a drawn zone of a few km: the plane is exact
 * enough, and it is what the map shows). A point on an edge may fall either side.
 */
export function insidePolygon(point: LatLng, points: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]!;
    const b = points[j]!;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    ) {
      inside = !inside;
    }
  }
  return inside;
}

const cross = (o: LatLng, a: LatLng, b: LatLng) =>
  (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);

/** Do segments ab and cd cross or touch (collinear overlaps included)? */
function segmentsMeet(a: LatLng, b: LatLng, c: LatLng, d: LatLng): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) {
    return true;
  }
  const onSegment = (p: LatLng, q: LatLng, r: LatLng) =>
    Math.min(p.lng, q.lng) <= r.lng &&
    r.lng <= Math.max(p.lng, q.lng) &&
    Math.min(p.lat, q.lat) <= r.lat &&
    r.lat <= Math.max(p.lat, q.lat);
  return (
    (d1 === 0 && onSegment(c, d, a)) ||
    (d2 === 0 && onSegment(c, d, b)) ||
    (d3 === 0 && onSegment(a, b, c)) ||
    (d4 === 0 && onSegment(a, b, d))
  );
}

/**
 * Does the outline cross itself? Every pair of edges that are not neighbours is tested (50
 * points: about 1,200 pairs, nothing). A zero-area outline (all points on a line) counts too.
 */
export function selfIntersects(points: readonly LatLng[]): boolean {
  const n = points.length;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const neighbours = j === i + 1 || (i === 0 && j === n - 1);
      if (neighbours) continue;
      if (segmentsMeet(points[i]!, points[(i + 1) % n]!, points[j]!, points[(j + 1) % n]!)) {
        return true;
      }
    }
  }
  let twiceArea = 0;
  for (let i = 0; i < n; i++) {
    const a = points[i]!;
    const b = points[(i + 1) % n]!;
    twiceArea += a.lng * b.lat - b.lng * a.lat;
  }
  // About a square metre: points on one line, give or take float rounding.
  return Math.abs(twiceArea) < 1e-10;
}

/** Why a polygon cannot be searched, in the API's words; null when it can. */
export function polygonProblem(points: readonly LatLng[]): string | null {
  if (points.length < MIN_POLYGON_POINTS || points.length > MAX_POLYGON_POINTS) {
    return `must have ${MIN_POLYGON_POINTS} to ${MAX_POLYGON_POINTS} points (got ${points.length})`;
  }
  if (selfIntersects(points)) return 'must not cross itself';
  return null;
}

const COORDINATE = /^-?\d{1,3}(\.\d+)?$/;

/**
 * `lat,lng;lat,lng;…` into points, or a reason it cannot be read. A closing point equal to the
 * first is dropped (GeoJSON habit). At most a few more points than allowed are read, so a
 * huge value costs nothing.
 */
export function parsePolygon(raw: string): LatLng[] | string {
  const pairs = raw
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean);
  if (pairs.length > MAX_POLYGON_POINTS + 1) {
    return `must have ${MIN_POLYGON_POINTS} to ${MAX_POLYGON_POINTS} points (got ${pairs.length})`;
  }
  const points: LatLng[] = [];
  for (const pair of pairs) {
    const [lat, lng, extra] = pair.split(',').map((part) => part.trim());
    if (extra !== undefined || !lat || !lng || !COORDINATE.test(lat) || !COORDINATE.test(lng)) {
      return `must be "lat,lng;lat,lng;…" (got "${pair.slice(0, 30)}")`;
    }
    const point = { lat: Number(lat), lng: Number(lng) };
    if (Math.abs(point.lat) > 90 || Math.abs(point.lng) > 180) {
      return `has a point off the globe ("${pair.slice(0, 30)}")`;
    }
    points.push(point);
  }
  const first = points[0];
  const last = points.at(-1);
  if (points.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng) {
    points.pop();
  }
  return points;
}

const round = (value: number) => String(Number(value.toFixed(5)));

/** Points as the address and the API write them (5 decimals: about a metre). */
export function formatPolygon(points: readonly LatLng[]): string {
  return points.map((point) => `${round(point.lat)},${round(point.lng)}`).join(';');
}

export const formatCoordinate = round;

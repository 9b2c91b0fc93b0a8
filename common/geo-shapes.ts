// The geometry of the search areas (issue 26): great-circle distance, the lat/lng box of a circle
// or a polygon, ray casting and the test of an outline crossing itself. Used by the API's
// validation, the SQL (server/services/search/area-query.ts, which a test holds equal to this) and the
// map's drawing mode; not by the list page's first JavaScript (decision 0046).
import {
  MAX_POLYGON_POINTS,
  MIN_POLYGON_POINTS,
  type Box,
  type Circle,
  readPoint,
  readPolygon,
  type LatLng,
} from './geo-area.ts';

export const EARTH_RADIUS_KM = 6371.0088;

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

/** The points of a `polygon` value, or why it cannot be searched (in the API's words). */
export function polygonOrProblem(raw: string): LatLng[] | string {
  const pairs = raw
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean);
  const bad = pairs.find((pair) => readPoint(pair) === null);
  if (bad !== undefined) {
    return `must be "lat,lng;lat,lng;…" in degrees on the globe (got "${bad.slice(0, 30)}")`;
  }
  const points = readPolygon(raw);
  if (!points)
    return `must have ${MIN_POLYGON_POINTS} to ${MAX_POLYGON_POINTS} points (got ${pairs.length})`;
  return selfIntersects(points) ? 'must not cross itself' : points;
}

// The area searches' SQL floors (GET /api/properties with lat/lng/radius or polygon): the same
// tests the API applies, written out, and the areas the benchmark draws around Algiers.
import { circleBox, EARTH_RADIUS_KM } from '../../common/geo-shapes.ts';
import type { LatLng } from '../../common/geo-area.ts';

/** Within `km` of a point: haversine on the rows of the circle's box (as the API tests it). */
export function withinCircle(lat: number, lng: number, km: number): string[] {
  const box = circleBox({ lat, lng, radiusKm: km });
  const limit = Math.sin(km / (2 * EARTH_RADIUS_KM)) ** 2;
  const cos = Math.cos((lat * Math.PI) / 180);
  return [
    `c.latitude between ${box.minLat} and ${box.maxLat}`,
    `c.longitude between ${box.minLng} and ${box.maxLng}`,
    `(power(sin(radians(c.latitude - ${lat}::float8) / 2), 2) + ${cos}::float8 * ` +
      `cos(radians(c.latitude)) * power(sin(radians(c.longitude - ${lng}::float8) / 2), 2)) ` +
      `<= ${limit}::float8`,
  ];
}

/** Inside a polygon: its box, then a ray cast to the west (an odd number of crossings). */
export function insidePolygon(points: LatLng[]): string[] {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const crossings = points.flatMap((a, i) => {
    const b = points[(i + 1) % points.length]!;
    if (a.lat === b.lat) return [];
    const slope = (b.lng - a.lng) / (b.lat - a.lat);
    return [
      `((c.latitude > ${a.lat}::float8) <> (c.latitude > ${b.lat}::float8) and ` +
        `c.longitude < ${slope}::float8 * (c.latitude - ${a.lat}::float8) + ${a.lng}::float8)::int`,
    ];
  });
  return [
    `c.latitude between ${Math.min(...lats)} and ${Math.max(...lats)}`,
    `c.longitude between ${Math.min(...lngs)} and ${Math.max(...lngs)}`,
    `(${crossings.join(' + ')}) % 2 = 1`,
  ];
}

/** Central Algiers (the Grande Poste) and a zone drawn around its centre. */
export const ALGIERS = { lat: 36.7538, lng: 3.0588 };
export const ALGIERS_ZONE: LatLng[] = [
  { lat: 36.79, lng: 2.98 },
  { lat: 36.8, lng: 3.1 },
  { lat: 36.73, lng: 3.16 },
  { lat: 36.69, lng: 3.06 },
  { lat: 36.72, lng: 2.97 },
];

/**
 * The dearest area a visitor can draw (issue 35): 50 points, about 30 km around Algiers. With a
 * keyword, each row the keyword keeps is ray-cast against 50 edges.
 */
export const GREATER_ALGIERS: LatLng[] = Array.from({ length: 50 }, (_, i) => ({
  lat: Number((36.75 + 0.25 * Math.sin((2 * Math.PI * i) / 50)).toFixed(5)),
  lng: Number((3.05 + 0.3 * Math.cos((2 * Math.PI * i) / 50)).toFixed(5)),
}));
export const polygonParam = (points: LatLng[]) =>
  `polygon=${encodeURIComponent(points.map(({ lat, lng }) => `${lat},${lng}`).join(';'))}`;

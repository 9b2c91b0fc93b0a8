// The wilayas nearest to one, by the distance between their chief towns: what a landing page
// links to as "nearby". Borders would need a table of 58 adjacency lists kept by hand; the
// nearest chief towns give the same names for the populated north and sensible ones in the south.
import { WILAYAS, type Wilaya } from './wilayas.ts';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km between two chief towns. */
export function distanceKm(a: Pick<Wilaya, 'lat' | 'lng'>, b: Pick<Wilaya, 'lat' | 'lng'>) {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** The `count` wilayas nearest to this one, nearest first. */
export function nearestWilayas(wilaya: Wilaya, count: number): Wilaya[] {
  return WILAYAS.filter((other) => other.id !== wilaya.id)
    .map((other) => ({ other, km: distanceKm(wilaya, other) }))
    .sort((a, b) => a.km - b.km || a.other.id - b.other.id)
    .slice(0, count)
    .map(({ other }) => other);
}

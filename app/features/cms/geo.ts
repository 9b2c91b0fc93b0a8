// Positions on the map: reading latitude/longitude out of a pasted map link (Google Maps,
// OpenStreetMap…), and the default view of Algeria.
import { ALGERIA_BOUNDS } from '../../../common/schemas/primitives.ts';

export interface LatLng {
  lat: number;
  lng: number;
}

export const ALGERIA_CENTER: LatLng = { lat: 28.0, lng: 2.6 };

export function insideAlgeria({ lat, lng }: LatLng): boolean {
  return (
    lat >= ALGERIA_BOUNDS.minLat &&
    lat <= ALGERIA_BOUNDS.maxLat &&
    lng >= ALGERIA_BOUNDS.minLng &&
    lng <= ALGERIA_BOUNDS.maxLng
  );
}

const NUMBER = '(-?\\d{1,3}(?:\\.\\d+)?)';
const PATTERNS: RegExp[] = [
  // Google: the place pin (!3d lat !4d lng) is more exact than the view centre (@lat,lng).
  new RegExp(`!3d${NUMBER}!4d${NUMBER}`),
  new RegExp(`@${NUMBER},${NUMBER}`),
  // ?q=lat,lng · query=lat,lng · ll=lat,lng · destination=lat,lng
  new RegExp(
    `[?&](?:q|query|ll|sll|destination|daddr|center)=${NUMBER}(?:,|%2C)\\s*${NUMBER}`,
    'i',
  ),
  // OpenStreetMap: #map=zoom/lat/lng, or mlat=…&mlon=…
  new RegExp(`#map=\\d+/${NUMBER}/${NUMBER}`),
  new RegExp(`mlat=${NUMBER}&mlon=${NUMBER}`),
  // geo:lat,lng
  new RegExp(`^geo:${NUMBER},${NUMBER}`),
  // A bare "36.75, 3.05" pasted on its own.
  new RegExp(`^\\s*${NUMBER}\\s*,\\s*${NUMBER}\\s*$`),
];

/** The position a map link points at, or null (short links such as maps.app.goo.gl have none). */
export function parseMapLink(link: string): LatLng | null {
  const text = link.trim();
  if (!text) return null;
  let decoded = text;
  try {
    decoded = decodeURIComponent(text);
  } catch {
    // keep the text as it is
  }
  for (const pattern of PATTERNS) {
    const match = pattern.exec(decoded);
    if (!match) continue;
    const lat = Number(match[1]);
    const lng = Number(match[2]);
    if (Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { lat, lng };
  }
  return null;
}

/** Six decimals: about 10 cm, more than enough for a building. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

// Search by area (issue 26, decision 0046): a radius around a point and a drawn polygon, on a
// fixture of known distances from a centre in Algiers. The SQL's answers are held equal to the
// JavaScript geometry (common/geo-area.ts) on every row, and bad area parameters answer a 400
// naming the parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPropertyList } from '../../../common/schemas/property.ts';
import { formatPolygon, type LatLng } from '../../../common/geo-area.ts';
import { distanceKm, EARTH_RADIUS_KM, insidePolygon } from '../../../common/geo-shapes.ts';
import { createTestApp, type TestApp } from '../../helpers/app.ts';
import { createProperty } from '../../helpers/factories.ts';

let t: TestApp;
const CENTRE: LatLng = { lat: 36.7538, lng: 3.0588 };
/** Fixture name → position and id. */
const places: Record<string, LatLng & { id?: number }> = {};

/** The point `km` from the centre towards a bearing (degrees from north), on the sphere. */
function offset(km: number, bearing: number): LatLng {
  const angle = km / EARTH_RADIUS_KM;
  const theta = (bearing * Math.PI) / 180;
  const lat1 = (CENTRE.lat * Math.PI) / 180;
  const lng1 = (CENTRE.lng * Math.PI) / 180;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
}

async function search(query: string): Promise<TPropertyList> {
  const response = await t.app.inject({ url: `/api/properties?limit=100&${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const names = (list: TPropertyList) =>
  list.data.map((card) => Object.keys(places).find((name) => places[name]!.id === card.id)).sort();

beforeAll(async () => {
  t = await createTestApp({ demo: false });
  const fixture: Record<string, LatLng> = {
    centre: CENTRE,
    n1: offset(1, 0),
    e4_9: offset(4.9, 90),
    s5_1: offset(5.1, 180),
    w20: offset(20, 270),
    ne19_9: offset(19.9, 45),
    oran: { lat: 35.6971, lng: -0.6308 },
  };
  for (const [name, point] of Object.entries(fixture)) {
    const row = await createProperty(t.services.db, {
      name_fr: `Bien ${name}`,
      latitude: point.lat,
      longitude: point.lng,
    });
    places[name] = { ...point, id: row.id };
  }
  // A listing with no position is never in an area.
  await createProperty(t.services.db, { latitude: null, longitude: null });
});
afterAll(() => t.close());

const around = (radius: number, centre = CENTRE) =>
  `lat=${centre.lat}&lng=${centre.lng}&radius_km=${radius}`;

describe('radius', () => {
  it('keeps the listings within the distance, and only them', async () => {
    expect(names(await search(around(0.5)))).toEqual(['centre']);
    expect(names(await search(around(5)))).toEqual(['centre', 'e4_9', 'n1']);
    expect(names(await search(around(5.2)))).toEqual(['centre', 'e4_9', 'n1', 's5_1']);
    expect(names(await search(around(20.01)))).toEqual([
      'centre',
      'e4_9',
      'n1',
      'ne19_9',
      's5_1',
      'w20',
    ]);
    expect(names(await search(around(200)))).not.toContain('oran');
    const total = await search(around(19.95));
    expect(names(total)).toEqual(['centre', 'e4_9', 'n1', 'ne19_9', 's5_1']);
    expect(total.total).toBe(5);
  });

  it('agrees with the great-circle distance for every listing and radius', async () => {
    for (const radius of [0.9, 1.1, 4.8, 5, 5.05, 19.8, 20.1, 200]) {
      const expected = Object.keys(places)
        .filter((name) => distanceKm(CENTRE, places[name]!) <= radius)
        .sort();
      expect(names(await search(around(radius))), `${radius} km`).toEqual(expected);
    }
  });

  it('works with the other filters and the map bounds', async () => {
    const north = `min_lat=${CENTRE.lat + 0.001}&max_lat=40&min_lng=-10&max_lng=10`;
    expect(names(await search(`${around(5)}&${north}`))).toEqual(['n1']);
    expect(names(await search(`${around(5)}&text=${encodeURIComponent('Bien n1')}`))).toEqual([
      'n1',
    ]);
  });
});

describe('polygon', () => {
  // A square about 11 km wide around the centre, and an L shape whose north-west notch holds n1.
  const square = [offset(8, 315), offset(8, 45), offset(8, 135), offset(8, 225)];
  const ell: LatLng[] = [
    { lat: CENTRE.lat - 0.05, lng: CENTRE.lng - 0.05 },
    { lat: CENTRE.lat - 0.05, lng: CENTRE.lng + 0.07 },
    { lat: CENTRE.lat + 0.05, lng: CENTRE.lng + 0.07 },
    { lat: CENTRE.lat + 0.05, lng: CENTRE.lng + 0.001 },
    { lat: CENTRE.lat + 0.003, lng: CENTRE.lng + 0.001 },
    { lat: CENTRE.lat + 0.003, lng: CENTRE.lng - 0.05 },
  ];
  const inPolygon = (points: LatLng[]) => `polygon=${encodeURIComponent(formatPolygon(points))}`;

  it('keeps the listings inside the outline', async () => {
    expect(names(await search(inPolygon(square)))).toEqual(['centre', 'e4_9', 'n1', 's5_1']);
    // n1 lies in the L's bounding box but in its notch (1 km north, west of the inner corner).
    expect(names(await search(inPolygon(ell)))).toEqual(['centre', 'e4_9', 's5_1']);
  });

  it('agrees with ray casting, on either side of an edge by a metre', async () => {
    const metre = 1 / 111_000;
    const edge = places.e4_9!;
    for (const shift of [-metre, metre]) {
      const strip = [
        { lat: CENTRE.lat - 0.1, lng: edge.lng + shift },
        { lat: CENTRE.lat + 0.1, lng: edge.lng + shift },
        { lat: CENTRE.lat + 0.1, lng: CENTRE.lng - 0.5 },
        { lat: CENTRE.lat - 0.1, lng: CENTRE.lng - 0.5 },
      ];
      const expected = Object.keys(places)
        .filter((name) => insidePolygon(places[name]!, strip))
        .sort();
      expect(expected.includes('e4_9')).toBe(shift > 0);
      expect(names(await search(inPolygon(strip)))).toEqual(expected);
    }
  });

  it('takes a closing point equal to the first, and combines with a radius', async () => {
    expect(names(await search(inPolygon([...square, square[0]!])))).toEqual(
      names(await search(inPolygon(square))),
    );
    expect(names(await search(`${inPolygon(square)}&${around(2)}`))).toEqual(['centre', 'n1']);
  });
});

describe('bad area parameters', () => {
  const bowTie = '36.70,3.00;36.80,3.10;36.70,3.10;36.80,3.00';
  const many = Array.from({ length: 51 }, (_, i) => {
    const angle = (i / 51) * 2 * Math.PI;
    return `${(36.75 + 0.1 * Math.sin(angle)).toFixed(5)},${(3 + 0.1 * Math.cos(angle)).toFixed(5)}`;
  }).join(';');
  const cases: [query: string, field: string, code: string, words: string][] = [
    ['lat=36.7&lng=3.05', 'radius_km', 'validation.required', 'must be given together'],
    ['lat=36.7&radius_km=5', 'lng', 'validation.required', 'must be given together'],
    ['radius_km=5', 'lat', 'validation.required', 'must be given together'],
    ['lat=36.7&lng=3&radius_km=201', 'radius_km', 'validation.too_big', 'at most 200'],
    ['lat=36.7&lng=3&radius_km=0', 'radius_km', 'validation.too_small', 'greater than 0'],
    ['lat=36.7&lng=3&radius_km=abc', 'radius_km', 'validation.invalid', 'must be a number'],
    ['lat=91&lng=3&radius_km=5', 'lat', 'validation.too_big', 'at most 90'],
    [`polygon=${bowTie}`, 'polygon', 'validation.invalid', 'must not cross itself'],
    [`polygon=${many}`, 'polygon', 'validation.invalid', '3 to 50 points (got 51)'],
    ['polygon=36.7,3;36.8,3.1', 'polygon', 'validation.invalid', '3 to 50 points (got 2)'],
    ['polygon=36.7,3;36.8,3.1;36.9,3.2', 'polygon', 'validation.invalid', 'must not cross'],
    ['polygon=36.7,3;36.8;36.9,3.2', 'polygon', 'validation.invalid', 'lat,lng;lat,lng'],
    ['polygon=abc', 'polygon', 'validation.invalid', 'lat,lng;lat,lng'],
    ['polygon=95,3;36.8,3.1;36.9,3', 'polygon', 'validation.invalid', 'on the globe (got "95,3")'],
    [`polygon=${'1,1;'.repeat(400)}`, 'polygon', 'validation.too_big', 'too long'],
  ];

  it.each(cases)('%s answers 400 on %s', async (query, field, code, words) => {
    const response = await t.app.inject({ url: `/api/properties?${query}` });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.field).toBe(field);
    expect(body.code).toBe(code);
    expect(body.message).toContain(field);
    expect(body.message).toContain(words);
  });

  it('leaves the catalogue as it was', async () => {
    expect((await search('')).total).toBe(Object.keys(places).length + 1);
  });
});

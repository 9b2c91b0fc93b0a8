// The list address's area made right on the server, before anything renders (decision 0046): the
// near-me form sent by the browser itself (no script) gives its place as `near=lat,lng` beside
// `radius_km`, which becomes `lat` and `lng`; an outline crossing itself, which the API would
// refuse, is dropped (the page's codec does not carry that geometry). Null: nothing to change.
import { readCoordinate, readPolygon } from '../../../../common/geo-area.ts';
import { selfIntersects } from '../../../../common/geo-shapes.ts';

export function cleanAreaQuery(query: URLSearchParams): URLSearchParams | null {
  const near = query.get('near');
  const polygon = query.get('polygon');
  const points = polygon ? readPolygon(polygon) : null;
  const crossing = points !== null && selfIntersects(points);
  if (near === null && !crossing) return null;
  const next = new URLSearchParams(query);
  if (crossing) next.delete('polygon');
  if (near === null) return next;
  next.delete('near');
  next.delete('polygon');
  const [lat, lng, extra] = near.split(',').map((part) => part.trim());
  if (
    extra === undefined &&
    readCoordinate(lat ?? null, 90) !== undefined &&
    readCoordinate(lng ?? null, 180) !== undefined
  ) {
    next.set('lat', lat!);
    next.set('lng', lng!);
  }
  return next;
}

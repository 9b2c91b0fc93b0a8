// The similar-properties floor (GET /api/properties/similar): the subject's values read first,
// then its neighbours in the API's order.
import { CARD_COLUMNS, PROMO, SHOWN_PRICE } from './sql-parts.ts';

/** The property whose neighbours GET /api/properties/similar looks for. */
export const SIMILAR_SUBJECT = `select c.property_types as types, c.property_statuses as statuses,
  c.wilaya_id, c.latitude, c.longitude, ${SHOWN_PRICE} as price
  from properties c where c.id = $1 and c.is_visible`;

export interface Subject {
  types: number[];
  statuses: number[];
  wilaya_id: number | null;
  latitude: number | null;
  longitude: number | null;
  price: string | number;
}

/**
 * Up to 6 neighbours of a property: same type and status, shown price within 30 %, the same
 * wilaya first, then the nearest, then the closest price. Like the API, the subject's values
 * are constants of the second statement, so the price band can use the price indexes.
 */
export function similarTo(id: number, subject: Subject): string {
  const price = Number(subject.price);
  const [low, high] = [Math.floor(price * 0.7), Math.ceil(price * 1.3)];
  const where = [
    'c.is_visible',
    `c.id <> ${id}`,
    `((not ${PROMO} and c.base_price between ${low} and ${high})
      or (${PROMO} and c.afterpromo_price between ${low} and ${high}))`,
  ];
  if (subject.types.length) where.push(`c.property_types && '{${subject.types}}'::integer[]`);
  if (subject.statuses.length) {
    where.push(`c.property_statuses && '{${subject.statuses}}'::integer[]`);
  }
  const order: string[] = [];
  if (subject.wilaya_id !== null)
    order.push(`(c.wilaya_id = ${subject.wilaya_id}) desc nulls last`);
  if (subject.latitude !== null && subject.longitude !== null) {
    const scale = Math.cos((subject.latitude * Math.PI) / 180);
    order.push(
      `(power(c.latitude - ${subject.latitude}, 2) + ` +
        `power((c.longitude - ${subject.longitude}) * ${scale}, 2)) asc nulls last`,
    );
  }
  order.push(`abs(${SHOWN_PRICE} - ${price})`, 'c.id');
  return `select ${CARD_COLUMNS} from properties c where ${where.join(' and ')}
    order by ${order.join(', ')} limit 6`;
}

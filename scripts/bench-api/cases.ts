// The API benchmark's cases: each a public API call and its SQL floor, the same answer (same
// rows, columns and total) as hand-written SQL sent straight to the driver.
import { TOTAL_CAP } from '../../common/schemas/search.ts';
import { REFERENCE_LISTS } from '../../common/reference-lists.ts';
import {
  ALGIERS,
  ALGIERS_ZONE,
  GREATER_ALGIERS,
  insidePolygon,
  polygonParam,
  withinCircle,
} from './area-floors.ts';
import { similarTo, SIMILAR_SUBJECT, type Subject } from './similar-floor.ts';
import { CARD_COLUMNS, PROMO, SHOWN_PRICE } from './sql-parts.ts';

export interface Raw {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

// The ten option tables, named as the schema names them.
const REFERENCE_TABLES = REFERENCE_LISTS.map(({ column }) => column);
const ALL_REFERENCES = REFERENCE_TABLES.map(
  (table) =>
    `(select '${table}' as list, id, name_fr, name_en, name_ar, ` +
    `${table === 'associated_documents' ? 'category' : 'null::text'} as category ` +
    `from ${table} order by sort_order, id)`,
).join(' union all ');

/**
 * The list floors. Sold and rented listings (`closed`: their status ids) come after the available
 * ones in every order, so each price branch is read in two parts, available first (rank 0).
 */
function listFloors(closed: number[]) {
  const isClosed = `c.property_statuses && '{${closed}}'::integer[]`;
  /**
   * A search without keyword, sorted by shown price (the default order): the first page of each
   * price branch and rank from its index, merged, the cards joined, and the total as one count
   * per price branch.
   */
  const priceSortedSearch = (filters: string[], price?: [number, number]): string => {
    const where = ['c.is_visible', ...filters].join(' and ');
    const range = (column: string) =>
      price ? ` and ${column} between ${price[0]} and ${price[1]}` : '';
    const regular = `${where} and not ${PROMO}${range('c.base_price')}`;
    const promo = `${where} and ${PROMO}${range('c.afterpromo_price')}`;
    const total = price
      ? `(select count(*) from properties c where ${regular}) + (select count(*) from properties c where ${promo})`
      : `(select count(*) from properties c where ${where})`;
    const part = (rank: 0 | 1, branch: string, column: string) =>
      `(select c.id, ${rank} as r, ${column} as k from properties c
        where ${branch} and ${rank ? '' : 'not '}${isClosed}
        order by ${column} desc, c.id desc limit 20)`;
    return `with page as (
        ${part(0, regular, 'c.base_price')} union all ${part(0, promo, 'c.afterpromo_price')}
        union all ${part(1, regular, 'c.base_price')} union all ${part(1, promo, 'c.afterpromo_price')}
        order by r, k desc, id desc limit 20)
      select ${CARD_COLUMNS}, ${total} as total
      from page join properties c on c.id = page.id order by page.r, page.k desc, page.id desc`;
  };

  /** A keyword search: one pass over the trigram candidates finds the page and the total. */
  const keywordSearch = (words: string[]): string => {
    const matches = words.map((word) => `c.search_text like '%${word}%'`).join(' and ');
    return `with page as (
        select c.id, (${isClosed}) as r, ${SHOWN_PRICE} as k, count(*) over () as total
        from properties c where c.is_visible and ${matches}
        order by r, k desc, c.id desc limit 20)
      select ${CARD_COLUMNS}, page.total from page join properties c on c.id = page.id
      order by page.r, page.k desc, page.id desc`;
  };
  return { priceSortedSearch, keywordSearch };
}

/**
 * Available properties per wilaya (visible, not sold or rented: decision 0072), the busiest
 * first (GET /api/properties/wilaya).
 */
const wilayaCounts = (closed: number[]) => `select wilaya_id, count(*) as n from properties
  where is_visible and wilaya_id is not null
    and not (property_statuses && '{${closed}}'::integer[])
  group by wilaya_id order by n desc, wilaya_id`;

export interface Case {
  name: string;
  search: boolean;
  /** API paths (several: rotated). */
  paths: string[];
  /** The SQL floor: the i-th call. */
  floor: (raw: Raw, i: number) => Promise<unknown>;
  /** Checks the API answer against the floor's; returns the number of matches shown. */
  check: (api: unknown, floor: unknown) => string;
}

type ListAnswer = { data: { id: number }[]; total: number; total_exact: boolean };

// The floor counts every match; the API counts no further than a cap and answers a lower bound
// (total_exact false) until its background count has filled the cache (decision 0020).
function checkList(name: string) {
  return (api: unknown, floor: unknown): string => {
    const answer = api as ListAnswer;
    const rows = (floor as { rows: { id: number; total: string | number }[] }).rows;
    const apiIds = answer.data.map((item) => item.id).join(',');
    const floorIds = rows.map((row) => Number(row.id)).join(',');
    const floorTotal = Number(rows[0]?.total ?? 0);
    const totalAgrees = answer.total_exact
      ? answer.total === floorTotal
      : answer.total > TOTAL_CAP && answer.total <= floorTotal;
    if (apiIds !== floorIds || !totalAgrees) {
      throw new Error(
        `${name}: the SQL floor does not give the API's answer\n` +
          `  API   total ${answer.total}${answer.total_exact ? '' : ' (at least)'}, ids ${apiIds}\n` +
          `  floor total ${floorTotal}, ids ${floorIds}`,
      );
    }
    return answer.total_exact ? String(answer.total) : `≥ ${answer.total}`;
  };
}

export async function buildCases(raw: Raw): Promise<Case[]> {
  const idOf = async (table: string, key: string) => {
    const { rows } = await raw.query(`select id from ${table} where key = $1`, [key]);
    if (!rows[0]) throw new Error(`no ${key} in ${table}: seed the reference lists first`);
    return Number(rows[0].id);
  };
  const villa = await idOf('property_types', 'villa');
  const apartment = await idOf('property_types', 'apartment');
  const duplex = await idOf('property_types', 'duplex');
  const forSale = await idOf('property_statuses', 'for_sale');
  const forRent = await idOf('property_statuses', 'for_rent');
  // The statuses whose English name says sold or rented, as the search decides.
  const { rows: closedRows } = await raw.query(
    `select id from property_statuses where name_en ~* '\\m(sold|rented)\\M'`,
  );
  const closed = closedRows.map((row) => Number(row.id));
  const { priceSortedSearch, keywordSearch } = listFloors(closed);
  // The first amenity of the filter panel (its list order), as a visitor would tick it.
  const { rows: amenities } = await raw.query(
    'select id from commodities order by sort_order, id limit 1',
  );
  if (!amenities[0]) throw new Error('no commodity: seed the reference lists first');
  const amenity = Number(amenities[0].id);
  const { rows: sample } = await raw.query(
    'select id from properties where is_visible order by md5(id::text) limit 200',
  );
  const detailIds = sample.map((row) => Number(row.id));
  if (detailIds.length === 0) throw new Error('no visible property: seed first');

  const list = (name: string, query: string, sqlText: string): Case => ({
    name,
    search: true,
    paths: [`/api/properties?locale=fr${query ? `&${query}` : ''}`],
    floor: (db) => db.query(sqlText),
    check: checkList(name),
  });
  const villaForSale =
    `c.property_types && '{${villa}}'::integer[] and ` +
    `c.property_statuses && '{${forSale}}'::integer[]`;
  const suggest = (name: string, q: string, counts: string[][]): Case => {
    const capped = counts.map(
      (filters, i) =>
        `(select count(*) from (select 1 from properties c where ${['c.is_visible', ...filters].join(' and ')} ` +
        `limit ${TOTAL_CAP + 1}) s) as n${i}`,
    );
    const sqlText = capped.length > 0 ? `select ${capped.join(', ')}` : 'select';
    return {
      name,
      search: true,
      paths: [`/api/suggest?locale=fr&q=${encodeURIComponent(q)}`],
      floor: (db) => db.query(sqlText),
      check: (api, floor) => {
        const answer = (api as { data: { count: number }[] }).data.map((entry) => entry.count);
        const row = (floor as { rows: Record<string, unknown>[] }).rows[0] ?? {};
        const floorCounts = counts.map((_, i) => Number(row[`n${i}`]));
        // Above the cap the API may know the exact count (a background count): at least as many.
        const agrees =
          answer.length === floorCounts.length &&
          answer.every((n, i) =>
            floorCounts[i]! > TOTAL_CAP ? n > TOTAL_CAP : n === floorCounts[i],
          );
        if (!agrees) {
          throw new Error(
            `${name}: the SQL floor does not give the API's counts\n` +
              `  API   ${answer.join(', ')}\n  floor ${floorCounts.join(', ')}`,
          );
        }
        return `${answer.length} suggestion${answer.length === 1 ? '' : 's'}`;
      },
    };
  };
  return [
    list('default list page', '', priceSortedSearch([])),
    // A wilaya's name is read as the wilaya filter (server/services/search/keyword-places.ts): its floor
    // is that filter, the fastest SQL for the same answer.
    list('keyword search "bejaia"', 'text=bejaia', priceSortedSearch(['c.wilaya_id = 6'])),
    // The query understanding (decision 0052): F4 is 4 rooms, « a louer » the for-rent status,
    // Staouéli the commune 608 of Algiers (decision 0081). The floor is those filters.
    list(
      'keyword search "f4 a louer a staoueli"',
      `text=${encodeURIComponent('f4 a louer a staoueli')}`,
      priceSortedSearch([
        'c.num_rooms = 4',
        `c.property_statuses && '{${forRent}}'::integer[]`,
        'c.commune_id = 608',
      ]),
    ),
    // Words that name nothing: a walk in price order, else the trigram index.
    list(
      'keyword search "vue mer piscine"',
      `text=${encodeURIComponent('vue mer piscine')}`,
      keywordSearch(['vue', 'mer', 'piscine']),
    ),
    // More typed searches (decision 0052), each as the filters it is read as: a type, « à vendre »
    // (the for-sale status: what is still for sale), a wilaya, a price ceiling (« 1 milliard »:
    // centimes, 10,000,000 DA), in French and in Arabic.
    list(
      'typed "villa a vendre alger"',
      `text=${encodeURIComponent('villa a vendre alger')}`,
      priceSortedSearch([
        `c.property_types && '{${villa}}'::integer[]`,
        `c.property_statuses && '{${forSale}}'::integer[]`,
        'c.wilaya_id = 16',
      ]),
    ),
    list(
      'typed "appartement a vendre moins de 1 milliard"',
      `text=${encodeURIComponent('appartement a vendre moins de 1 milliard')}`,
      priceSortedSearch(
        [
          `c.property_types && '{${apartment}}'::integer[]`,
          `c.property_statuses && '{${forSale}}'::integer[]`,
        ],
        [0, 10_000_000],
      ),
    ),
    list(
      'typed "شقة للبيع وهران" (apartment for sale Oran)',
      `text=${encodeURIComponent('شقة للبيع وهران')}`,
      priceSortedSearch([
        `c.property_types && '{${apartment}}'::integer[]`,
        `c.property_statuses && '{${forSale}}'::integer[]`,
        'c.wilaya_id = 31',
      ]),
    ),
    // The area searches (decision 0046): 10 km around central Algiers, a zone drawn over it.
    list(
      'radius 10 km (central Algiers)',
      `lat=${ALGIERS.lat}&lng=${ALGIERS.lng}&radius_km=10`,
      priceSortedSearch(withinCircle(ALGIERS.lat, ALGIERS.lng, 10)),
    ),
    list(
      'polygon (5 points, central Algiers)',
      polygonParam(ALGIERS_ZONE),
      priceSortedSearch(insidePolygon(ALGIERS_ZONE)),
    ),
    list(
      'polygon (50 points, greater Algiers) + keyword "garage"',
      `${polygonParam(GREATER_ALGIERS)}&text=garage`,
      priceSortedSearch([...insidePolygon(GREATER_ALGIERS), `c.search_text like '%garage%'`]),
    ),
    list(
      'multi-filter (2 types, status, 3 wilayas, price, ≤3 bedrooms)',
      `property_type_id=${apartment},${duplex}&property_status_id=${forSale}&wilayas=16,9,35` +
        '&min_price=5000000&max_price=30000000&max_bedrooms=3',
      priceSortedSearch(
        [
          `c.property_types && '{${apartment},${duplex}}'::integer[]`,
          `c.property_statuses && '{${forSale}}'::integer[]`,
          `c.wilaya_id = any('{16,9,35}'::smallint[])`,
          'c.num_bedrooms <= 3',
        ],
        [5_000_000, 30_000_000],
      ),
    ),
    list(
      'map bounds (Algiers)',
      'min_lat=36.6&max_lat=36.85&min_lng=2.9&max_lng=3.3',
      priceSortedSearch(['c.latitude between 36.6 and 36.85', 'c.longitude between 2.9 and 3.3']),
    ),
    list(
      'amenities filter (one commodity)',
      `commodity_id=${amenity}`,
      priceSortedSearch([`c.commodities && '{${amenity}}'::integer[]`]),
    ),
    list(
      'Arabic keyword "وهران" (Oran)',
      `text=${encodeURIComponent('وهران')}`,
      priceSortedSearch(['c.wilaya_id = 31']),
    ),
    // The search box's suggestions (decision 0053): each the typed search or a place completing
    // it, with its count. Floor: each suggestion's count, as capped as the API's (one past the
    // cap means "more"), in one statement.
    // « vil » begins no place: it completes the type Villa (decision 0080), all its listings.
    suggest('suggest "vil"', 'vil', [[`c.property_types && '{${villa}}'::integer[]`]]),
    suggest('suggest "villa a vendre al"', 'villa a vendre al', [
      [villaForSale, `c.search_text like '%al%'`],
      [villaForSale, 'c.wilaya_id = 16'],
      [villaForSale, 'c.wilaya_id = 16', `c.search_text like '%centre%'`],
      [villaForSale, 'c.wilaya_id = 29', `c.search_text like '%alaimia%'`],
    ]),
    suggest('suggest "oran"', 'oran', [['c.wilaya_id = 31']]),
    suggest('suggest "f3 a louer"', 'f3 a louer', [
      [`c.property_statuses && '{${forRent}}'::integer[]`, 'c.num_rooms = 3'],
    ]),
    {
      name: 'similar properties',
      search: true,
      paths: detailIds.map((id) => `/api/properties/similar?property_id=${id}&locale=fr`),
      floor: async (db, i) => {
        const id = detailIds[i % detailIds.length]!;
        const { rows } = await db.query(SIMILAR_SUBJECT, [id]);
        return db.query(similarTo(id, rows[0] as unknown as Subject));
      },
      check: (api, floor) => {
        // The close matches lead the answer; when fewer than six, the API widens the search to
        // fill the rest (server/services/search/similar-properties.ts), which this floor does not do.
        const floorRows = (floor as { rows: { id: number }[] }).rows;
        const floorIds = floorRows.map((row) => Number(row.id)).join(',');
        const apiIds = (api as ListAnswer).data
          .slice(0, floorRows.length)
          .map((item) => item.id)
          .join(',');
        if (apiIds !== floorIds) {
          throw new Error(
            `similar properties: the SQL floor does not give the API's answer\n` +
              `  API   ids ${apiIds}\n  floor ids ${floorIds}`,
          );
        }
        return String((api as ListAnswer).data.length);
      },
    },
    {
      name: 'per-wilaya counts',
      search: true,
      paths: ['/api/properties/wilaya?locale=fr'],
      floor: (db) => db.query(wilayaCounts(closed)),
      check: (api, floor) => {
        const answer = (api as { data: { id: number; count: number }[] }).data;
        const rows = (floor as { rows: { wilaya_id: number; n: string | number }[] }).rows;
        const apiCounts = answer.map((w) => `${w.id}:${w.count}`).join(',');
        const floorCounts = rows.map((r) => `${r.wilaya_id}:${Number(r.n)}`).join(',');
        if (apiCounts !== floorCounts) {
          throw new Error(
            `per-wilaya counts: the SQL floor does not give the API's answer\n` +
              `  API   ${apiCounts}\n  floor ${floorCounts}`,
          );
        }
        return `${answer.length} wilayas`;
      },
    },
    {
      name: 'details page',
      search: false,
      paths: detailIds.map((id) => `/api/properties/${id}?locale=fr`),
      // The property row and every reference list (to name its ids), as the page needs.
      floor: (db, i) =>
        Promise.all([
          db.query(
            `select c.*, ${PROMO} as promo_active from properties c where c.id = $1 and c.is_visible`,
            [detailIds[i % detailIds.length]],
          ),
          db.query(ALL_REFERENCES),
        ]),
      check: (api, floor) => {
        const [{ rows }] = floor as [{ rows: { id: number }[] }, unknown];
        if ((api as { id: number }).id !== Number(rows[0]?.id)) {
          throw new Error('details page: the SQL floor does not give the same property');
        }
        return '1';
      },
    },
    {
      name: '/api/properties/filter',
      search: false,
      paths: ['/api/properties/filter?locale=fr'],
      floor: (db) => db.query(ALL_REFERENCES),
      check: (api, floor) => {
        const options = Object.entries(api as Record<string, unknown[]>)
          .filter(([key]) => key !== 'document_categories')
          .reduce((sum, [, items]) => sum + items.length, 0);
        const rows = (floor as { rows: unknown[] }).rows.length;
        if (options !== rows) {
          throw new Error(`filter: ${options} options in the API, ${rows} rows in the floor`);
        }
        return `${rows} options`;
      },
    },
  ];
}

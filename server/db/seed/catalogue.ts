// Generates realistic, varied and valid properties from the demo material: used for the demo
// catalogue (about 60 listings) and by the bulk seed CLI (100,000 listings for benchmarks).
import { formatNumber } from '../../../common/money.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import { communeOf } from '../../services/listings/property-commune.ts';
import { propertySearchText } from '../../services/search/property-search-text.ts';
import type { properties } from '../schema.ts';
import { DEMO_CITIES } from './demo/cities.ts';
import { DEMO_LISTING_TEMPLATES } from './demo/listing-templates.ts';
import { DEMO_SELLERS } from './demo/sellers.ts';
import type { DemoCity, DemoText } from './demo/types.ts';
import { qualityScore } from '../../../common/listing-quality.ts';
import type { SceneKind } from './demo-images.ts';
import type { Random } from './random.ts';
import type { ReferenceIds } from './reference.ts';

export type NewProperty = typeof properties.$inferInsert;

export interface CatalogueContext {
  refs: ReferenceIds;
  images: Record<SceneKind, string[]>;
  now: Date;
}

interface Profile {
  scene: SceneKind;
  sale: [number, number];
  rent: [number, number];
  living: [number, number] | null;
  land: [number, number] | null;
  rooms: [number, number] | null;
  floors: [number, number];
}

// Sale prices and monthly rents in dinars; areas in m². Ranges seen on Algerian portals.
const PROFILES: Record<string, Profile> = {
  villa: {
    scene: 'villa',
    sale: [25e6, 180e6],
    rent: [120e3, 600e3],
    living: [180, 520],
    land: [250, 900],
    rooms: [5, 10],
    floors: [2, 3],
  },
  apartment: {
    scene: 'apartment',
    sale: [7e6, 45e6],
    rent: [25e3, 150e3],
    living: [55, 180],
    land: null,
    rooms: [2, 5],
    floors: [1, 1],
  },
  studio: {
    scene: 'interior',
    sale: [4e6, 12e6],
    rent: [18e3, 45e3],
    living: [28, 45],
    land: null,
    rooms: [1, 1],
    floors: [1, 1],
  },
  duplex: {
    scene: 'apartment',
    sale: [20e6, 70e6],
    rent: [80e3, 250e3],
    living: [140, 260],
    land: null,
    rooms: [4, 7],
    floors: [2, 2],
  },
  house: {
    scene: 'house',
    sale: [12e6, 60e6],
    rent: [40e3, 150e3],
    living: [90, 220],
    land: [120, 400],
    rooms: [3, 6],
    floors: [1, 2],
  },
  land: {
    scene: 'land',
    sale: [3e6, 60e6],
    rent: [30e3, 200e3],
    living: null,
    land: [150, 2500],
    rooms: null,
    floors: [0, 0],
  },
  commercial: {
    scene: 'commercial',
    sale: [10e6, 80e6],
    rent: [40e3, 300e3],
    living: [40, 300],
    land: null,
    rooms: [1, 3],
    floors: [1, 1],
  },
  office: {
    scene: 'commercial',
    sale: [8e6, 50e6],
    rent: [35e3, 250e3],
    living: [50, 250],
    land: null,
    rooms: [2, 8],
    floors: [1, 1],
  },
  building: {
    scene: 'apartment',
    sale: [80e6, 400e6],
    rent: [400e3, 1.5e6],
    living: [600, 1500],
    land: [200, 500],
    rooms: [12, 30],
    floors: [4, 8],
  },
  warehouse: {
    scene: 'commercial',
    sale: [30e6, 150e6],
    rent: [100e3, 500e3],
    living: [400, 2500],
    land: [600, 4000],
    rooms: [1, 2],
    floors: [1, 1],
  },
  farm: {
    scene: 'land',
    sale: [20e6, 120e6],
    rent: [60e3, 250e3],
    living: [100, 250],
    land: [5000, 50000],
    rooms: [3, 6],
    floors: [1, 1],
  },
};

const fill = (text: string, city: string, district: string) =>
  text.replaceAll('{city}', city).replaceAll('{district}', district);

/** The listing's areas written into its text, grouped as the language writes numbers. */
function withAreas(
  text: string,
  locale: keyof DemoText,
  living: number | null,
  land: number | null,
): string {
  return text
    .replaceAll('{living_area}', living === null ? '' : formatNumber(living, locale))
    .replaceAll('{land_area}', land === null ? '' : formatNumber(land, locale))
    .replaceAll('{land_hectares}', land === null ? '' : formatNumber(land / 10_000, locale, 1));
}

/** 0.85 to 1.15 of a stated figure, by where a draw fell in its range (the middle without one). */
function spread(draw: number | null, range: [number, number] | null): number {
  if (draw === null || range === null || range[1] === range[0]) return 1;
  return 0.85 + (0.3 * (draw - range[0])) / (range[1] - range[0]);
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
const idOf = (ids: Map<string, number>, key: string) => ids.get(key);
const someIds = (rng: Random, ids: Map<string, number>, min: number, max: number) =>
  rng.sample([...ids.values()], rng.int(min, max)).sort((a, b) => a - b);

export function generateProperty(
  rng: Random,
  index: number,
  context: CatalogueContext,
): NewProperty {
  const { refs, images, now } = context;
  const template = DEMO_LISTING_TEMPLATES[index % DEMO_LISTING_TEMPLATES.length]!;
  const profile = PROFILES[template.typeKey] ?? PROFILES.apartment!;
  const city =
    DEMO_CITIES[(index * 7 + Math.floor(index / DEMO_CITIES.length)) % DEMO_CITIES.length]!;
  const district = rng.pick(city.district);
  const wilaya = wilayaById(city.wilayaId);
  const seller = rng.pick(DEMO_SELLERS);
  const forRent = template.forRent;

  const [low, high] = forRent ? profile.rent : profile.sale;
  const base_price = roundTo(low + rng.next() ** 2 * (high - low), forRent ? 1_000 : 100_000);
  // The draws are the ones the generator always made, so the rest of a catalogue (prices,
  // statuses, promotions) is unchanged; they now place the listing's areas around the figures
  // its text states, and the text is written with the listing's own figures.
  const livingDraw = profile.living ? rng.int(...profile.living) : null;
  const landDraw = profile.land ? rng.int(...profile.land) : null;
  const roomsDraw = profile.rooms ? rng.int(...profile.rooms) : null;
  const { facts } = template;
  const living_area =
    facts.living_area === null
      ? null
      : roundTo(facts.living_area * spread(livingDraw, profile.living), 1);
  const land_area =
    facts.land_area === null
      ? null
      : roundTo(
          facts.land_area * spread(landDraw, profile.land),
          // A farm's land is told in whole hectares.
          facts.land_area >= 10_000 ? 10_000 : 10,
        );
  // Bedrooms are written in words: the template's own. An F3 is two bedrooms and a living room.
  const bedrooms = facts.bedrooms;
  const rooms = bedrooms !== null ? bedrooms + 1 : roomsDraw;

  const statusKey = forRent
    ? rng.chance(0.1)
      ? 'rented'
      : 'for_rent'
    : rng.chance(0.1)
      ? 'sold'
      : 'for_sale';
  const isLand = template.typeKey === 'land';
  const ispromo = !forRent && rng.chance(0.18);
  const promoDays = rng.chance(0.75) ? rng.int(2, 40) : -rng.int(1, 20);
  const text = (t: DemoText, locale: keyof DemoText) =>
    withAreas(fill(t[locale], city[locale], district[locale]), locale, living_area, land_area);
  const scene = images[profile.scene];
  const photos = [
    ...rng.sample(scene, Math.min(scene.length, rng.int(2, 3))),
    ...(isLand ? [] : rng.sample(images.interior, rng.int(1, 2))),
  ];

  const values: NewProperty = {
    name_fr: text(template.name, 'fr'),
    name_en: text(template.name, 'en'),
    name_ar: text(template.name, 'ar'),
    description_fr: text(template.description, 'fr'),
    description_en: text(template.description, 'en'),
    description_ar: text(template.description, 'ar'),
    address_fr: `${district.fr}, ${city.fr}`,
    address_en: `${district.en}, ${city.en}`,
    address_ar: `${district.ar}، ${city.ar}`,
    city_fr: city.fr,
    city_en: city.en,
    city_ar: city.ar,
    wilaya_id: city.wilayaId,
    commune_id: communeOfCity(city),
    wilaya_fr: wilaya?.fr ?? '',
    wilaya_en: wilaya?.en ?? '',
    wilaya_ar: wilaya?.ar ?? '',
    seller_name_fr: seller.name.fr,
    seller_name_en: seller.name.en,
    seller_name_ar: seller.name.ar,
    seller_phone: seller.phone,
    seller_whatsapp: seller.phone,
    seller_email: seller.email,
    base_price,
    afterpromo_price: ispromo ? roundTo(base_price * (0.82 + rng.next() * 0.12), 100_000) : null,
    promotion_end_date: ispromo
      ? new Date(now.getTime() + promoDays * 86_400_000 + rng.int(0, 86_399_999))
      : null,
    ispromo,
    living_area,
    land_area,
    num_rooms: rooms,
    num_bedrooms: bedrooms,
    num_bathrooms: rooms ? Math.max(1, Math.round(rooms / 2.5)) : null,
    num_floors: isLand ? null : rng.int(...profile.floors),
    construction_year: isLand ? null : rng.int(1975, now.getUTCFullYear()),
    latitude: Number((city.lat + (rng.next() - 0.5) * 0.04).toFixed(6)),
    longitude: Number((city.lng + (rng.next() - 0.5) * 0.04).toFixed(6)),
    images: photos,
    youtube_url: null,
    isBanner: rng.chance(0.1),
    isANePasManquer: rng.chance(0.25),
    isSelected: rng.chance(0.2),
    isVisible: rng.chance(0.97),
    property_types: [idOf(refs.types, template.typeKey)].filter((id) => id !== undefined),
    property_statuses: [idOf(refs.statuses, statusKey)].filter((id) => id !== undefined),
    property_states: isLand ? [] : [rng.pick([...refs.states.values()])],
    furnished_types: forRent && !isLand ? [rng.pick([...refs.furnished_types.values()])] : [],
    commodities: isLand ? [] : someIds(rng, refs.commodities, 2, 7),
    security_accessibilities: isLand ? [] : someIds(rng, refs.security_accessibilities, 1, 3),
    associated_documents: forRent
      ? someIds(rng, refs.associated_documents, 0, 1)
      : someIds(rng, refs.associated_documents, 1, 4),
    proximities: someIds(rng, refs.proximities, 2, 5),
    views: someIds(rng, refs.views, 0, 2),
    other_characteristics: someIds(rng, refs.other_characteristics, 0, 3),
    created_at: new Date(now.getTime() - rng.int(0, 150 * 86_400_000)),
  };
  // Listings are kept current: none older than 60 days since its last update (a stale one is
  // made on purpose by the demo seed), so no generated catalogue is unpublished as stale.
  const touched = now.getTime() - ((index * 7) % 60) * 86_400_000;
  values.updated_at = new Date(Math.max(values.created_at!.getTime(), touched));
  values.quality_score = qualityScore({
    images: values.images ?? [],
    description_fr: values.description_fr ?? '',
    description_en: values.description_en ?? '',
    description_ar: values.description_ar ?? '',
    latitude: values.latitude,
    longitude: values.longitude,
    associated_documents: values.associated_documents ?? [],
    youtube_url: values.youtube_url,
  });
  values.search_text = memoizedSearchText(values);
  return values;
}

// The commune of each demo town, found once (a bulk seed generates a million rows).
const cityCommunes = new Map<DemoCity, number | null>();

function communeOfCity(city: DemoCity): number | null {
  let id = cityCommunes.get(city);
  if (id === undefined) {
    id = communeOf({ wilaya_id: city.wilayaId, city_fr: city.fr, city_ar: city.ar });
    cityCommunes.set(city, id);
  }
  return id;
}

// Normalising the search text is most of the generator's time, and a generated listing's text
// only depends on its template, city and district: a bulk seed of a million rows normalises a few
// thousand distinct texts. Bounded so a long run cannot grow it without end.
const SEARCH_TEXT_MEMO_LIMIT = 20_000;
const searchTextMemo = new Map<string, string>();

function memoizedSearchText(values: NewProperty): string {
  const key = [
    values.name_fr,
    values.name_en,
    values.name_ar,
    values.address_fr,
    values.address_en,
    values.address_ar,
    values.city_fr,
    values.city_en,
    values.city_ar,
    values.wilaya_fr,
    values.wilaya_en,
    values.wilaya_ar,
    values.description_fr,
    values.description_en,
    values.description_ar,
  ].join('\u0000');
  let text = searchTextMemo.get(key);
  if (text === undefined) {
    if (searchTextMemo.size >= SEARCH_TEXT_MEMO_LIMIT) searchTextMemo.clear();
    text = propertySearchText(values);
    searchTextMemo.set(key, text);
  }
  return text;
}

// JSON-LD (schema.org) for search engines: a listing on property pages, the agency on the home
// page, a local business on advertiser pages, and breadcrumbs. Plain objects: the route's meta
// writes them as <script type="application/ld+json"> (React Router escapes them).
import type { Language } from '../../../common/languages.ts';
import type { TAd } from '../../../common/schemas/ad.ts';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';

const CONTEXT = 'https://schema.org';
const GOOD_RELATIONS = 'http://purl.org/goodrelations/v1#';

type JsonLd = Record<string, unknown>;

/** Drops empty values, so a block never claims an empty address or a null price. */
function compact<T extends JsonLd>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== null &&
        value !== undefined &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}

function geo(latitude: number | null, longitude: number | null): JsonLd | undefined {
  if (latitude === null || longitude === null) return undefined;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

function squareMetres(value: number | null): JsonLd | undefined {
  if (!value) return undefined;
  return { '@type': 'QuantitativeValue', value, unitCode: 'MTK', unitText: 'm²' };
}

export interface ListingJsonLdInput {
  property: TPropertyDetails;
  /** Absolute address of the page (canonical). */
  url: string;
  language: Language;
  /** Absolute image addresses, the first one first. */
  images: string[];
  rental: boolean;
}

/** A property page: RealEstateListing, offering the property (address, geo, sizes) at its price. */
export function propertyListingJsonLd({
  property: p,
  url,
  language,
  images,
  rental,
}: ListingJsonLdInput): JsonLd {
  const lived = p.living_area !== null || p.num_rooms !== null || p.num_bedrooms !== null;
  const itemOffered = compact({
    '@type': lived ? 'Accommodation' : 'Place',
    name: p.name,
    address: compact({
      '@type': 'PostalAddress',
      streetAddress: p.address,
      addressLocality: p.city,
      addressRegion: p.wilaya,
      addressCountry: 'DZ',
    }),
    geo: geo(p.latitude, p.longitude),
    hasMap: p.map_link ?? undefined,
    floorSize: lived ? squareMetres(p.living_area) : undefined,
    numberOfRooms: lived ? (p.num_rooms ?? undefined) : undefined,
    numberOfBedrooms: lived ? (p.num_bedrooms ?? undefined) : undefined,
    numberOfBathroomsTotal: lived ? (p.num_bathrooms ?? undefined) : undefined,
    yearBuilt: lived ? (p.construction_year ?? undefined) : undefined,
    amenityFeature: lived
      ? p.commodities.map((item) => ({
          '@type': 'LocationFeatureSpecification',
          name: item.name,
          value: true,
        }))
      : undefined,
    additionalProperty: p.land_area
      ? [{ '@type': 'PropertyValue', name: 'land_area', unitCode: 'MTK', value: p.land_area }]
      : undefined,
  });
  const offer = compact({
    '@type': 'Offer',
    url,
    price: p.price,
    priceCurrency: 'DZD',
    businessFunction: `${GOOD_RELATIONS}${rental ? 'LeaseOut' : 'Sell'}`,
    priceValidUntil: p.ispromo && p.promotion_end_date ? p.promotion_end_date : undefined,
    priceSpecification: rental
      ? {
          '@type': 'UnitPriceSpecification',
          price: p.price,
          priceCurrency: 'DZD',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        }
      : undefined,
    itemOffered,
  });
  return compact({
    '@context': CONTEXT,
    '@type': 'RealEstateListing',
    '@id': `${url}#listing`,
    url,
    name: p.name,
    description: p.description,
    inLanguage: language,
    image: images,
    datePosted: p.created_at,
    dateModified: p.updated_at,
    offers: offer,
  });
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute address; the last item (the page itself) may go without. */
  url?: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) =>
      compact({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url }),
    ),
  };
}

export interface AgencyJsonLdInput {
  /** The site's public origin, e.g. https://example.dz */
  origin: string;
  name: string;
  description?: string;
  language: Language;
  logoUrl?: string;
  imageUrl?: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  /** The agency's official approval number (agrément). */
  approvalNumber?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  /** Social pages of the agency. */
  sameAs?: readonly string[];
}

/**
 * The agency, for the home page: a RealEstateAgent (an Organization and a LocalBusiness), open
 * Saturday to Thursday 09:00-17:30 (docs/product.md, "Small constants"), with its office in Tipaza.
 */
export function agencyJsonLd(input: AgencyJsonLdInput): JsonLd {
  const url = new URL('/', input.origin).toString();
  return compact({
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': `${url}#agency`,
    name: input.name,
    description: input.description,
    url,
    inLanguage: input.language,
    logo: input.logoUrl,
    image: input.imageUrl ?? input.logoUrl,
    telephone: input.phone ?? undefined,
    email: input.email ?? undefined,
    address: input.address
      ? { '@type': 'PostalAddress', streetAddress: input.address, addressCountry: 'DZ' }
      : undefined,
    identifier: input.approvalNumber
      ? { '@type': 'PropertyValue', propertyID: 'agrément', value: input.approvalNumber }
      : undefined,
    geo: geo(input.latitude ?? null, input.longitude ?? null),
    areaServed: { '@type': 'Country', name: 'Algeria', identifier: 'DZ' },
    currenciesAccepted: 'DZD',
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
        opens: '09:00',
        closes: '17:30',
      },
    ],
    sameAs: input.sameAs?.length ? [...input.sameAs] : undefined,
  });
}

/** An advertiser's page: a LocalBusiness with its contacts, place and social pages. */
export function advertiserJsonLd(ad: TAd, url: string, images: string[]): JsonLd {
  const set = (value: string | null) => (value && value.trim() !== '' ? value.trim() : undefined);
  const sameAs = [ad.facebook, ad.insta, ad.tiktok, ad.youtube].map(set).filter(Boolean);
  return compact({
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: ad.name,
    description: ad.whoAreWe || ad.ourProduct,
    url: set(ad.websiteLink) ?? url,
    mainEntityOfPage: url,
    image: images,
    telephone: set(ad.phoneNumber),
    email: set(ad.email),
    address: ad.fullAddress
      ? { '@type': 'PostalAddress', streetAddress: ad.fullAddress, addressCountry: 'DZ' }
      : undefined,
    geo: geo(ad.lattitude, ad.longitude),
    hasMap: set(ad.googleMapLink),
    sameAs,
  });
}

export interface ItemListEntry {
  name: string;
  url: string;
}

/** A page of results as an ItemList: the listings in their order on the page. */
export function itemListJsonLd(
  name: string,
  total: number,
  entries: readonly ItemListEntry[],
  firstPosition = 1,
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: total,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      url: entry.url,
      name: entry.name,
    })),
  };
}

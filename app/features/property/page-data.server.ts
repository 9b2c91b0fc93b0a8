// The property page's data, read in-process through the services: details, similar properties,
// document group names, whether it is a rental, the view count, and what search engines and link
// previews are told about it.
import { data } from 'react-router';
import type { Language } from '../../../common/languages.ts';
import { formatNumber, fullPriceText, priceLines, type PriceWords } from '../../../common/money.ts';
import { statusKind } from '../../../common/search-query.ts';
import { DOCUMENT_CATEGORIES } from '../../../common/schemas/reference.ts';
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import { ZIdSchema } from '../../../common/schemas/primitives.ts';
import { DOCUMENT_CATEGORY_NAMES } from '../../../common/document-categories.ts';
import type { Services } from '../../../server/services/index.ts';
import { getPropertyDetails } from '../../../server/services/pages/property-details.ts';
import { findSimilarProperties } from '../../../server/services/search/similar-properties.ts';
import { priceContext } from '../../../server/services/return-visits/price-context.ts';
import {
  loadReferenceItems,
  type ReferenceItem,
} from '../../../server/services/reference/reference-options.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { siteOrigin } from '../seo/site-origin.server.ts';
import { breadcrumbJsonLd, propertyListingJsonLd } from '../seo/structured-data.ts';
import { absoluteImageUrl, pageUrl } from '../seo/urls.ts';
import type { Crumb, PropertyPageData } from './page-data.ts';
import { FROM_PARAM, readResultsAddress } from './results-address.ts';
import { resultsNav } from './results-nav.server.ts';
import { countPropertyView } from './view-counter.server.ts';
import { propertyLandings } from './landing-links.server.ts';
import { loadFinancing } from './financing-data.server.ts';

/** The reference items of these refs, in the refs' order (those staff removed are left out). */
const pickItems = (items: Map<number, ReferenceItem>, refs: readonly { id: number }[]) =>
  refs.flatMap((ref) => items.get(ref.id) ?? []);

/** What the error boundary of a missing property receives (its title, in the language). */
export interface NotFoundData {
  title: string;
}

export function notFound(language: Language): never {
  const t = fixedT(language, 'property');
  const brand = fixedT(language, 'common')('brand.name');
  throw data<NotFoundData>({ title: t('meta.not_found_title', { brand }) }, { status: 404 });
}

function priceWords(language: Language): PriceWords {
  const t = fixedT(language, 'common');
  return {
    currency: t('units.currency'),
    million: t('units.million_abrv'),
    billion: t('units.billion_abrv'),
  };
}

/** The price in the title and description: the reader's first line (common/money.ts). */
function priceLabel(language: Language, dinars: number, rental: boolean): string {
  const { primary } = priceLines(dinars, language, priceWords(language));
  return rental ? `${primary} ${fixedT(language, 'common')('units.per_month')}` : primary;
}

function describe(property: TPropertyDetails, language: Language, rental: boolean) {
  const t = fixedT(language, 'property');
  const common = fixedT(language, 'common');
  const brand = common('brand.name');
  const price = priceLabel(language, property.price, rental);
  const type = property.types[0]?.name ?? t('meta.property');
  const place = [...new Set([property.city, property.wilaya].filter(Boolean))].join(', ');
  const area = property.living_area ?? property.land_area;
  const facts = [
    area ? `${formatNumber(area, language, 1)} ${common('units.m2')}` : null,
    property.num_bedrooms ? t('meta.bedrooms', { count: property.num_bedrooms }) : null,
  ].filter(Boolean);
  const fullPrice = fullPriceText(property.price, language, priceWords(language));
  return {
    title: t('meta.title', { name: property.name, price, brand }),
    description: t('meta.description', {
      kind: t(rental ? 'meta.kind_rent' : 'meta.kind_sale', { type }),
      place: place || property.country,
      facts: facts.length ? `, ${facts.join(', ')}` : '',
      price: price.startsWith(fullPrice) ? price : `${price} (${fullPrice})`,
      excerpt: property.description,
    }),
    brand,
    type,
  };
}

/** The id in a property's address; 'Property not found' (404) for anything else. */
export function propertyIdOrNotFound(rawId: string | undefined, language: Language): number {
  const parsed = ZIdSchema.safeParse(rawId);
  // Only plain ids: "12abc" or "1e3" is not a property's address.
  if (!parsed.success || !/^\d+$/.test(rawId ?? '')) notFound(language);
  return parsed.data;
}

export async function loadPropertyPage(
  request: Request,
  rawId: string | undefined,
  services: Services,
  clientAddress: string,
) {
  const language = requestLanguage(request);
  const id = propertyIdOrNotFound(rawId, language);
  // A public read: a read replica when there is one in step (server/services/public-reads.ts).
  const { config } = services;
  const reads = services.readDb(request);

  const { searchParams } = new URL(request.url);
  const from = readResultsAddress(searchParams.get(FROM_PARAM));
  const [property, similar, references, context] = await Promise.all([
    getPropertyDetails(reads, id, language),
    findSimilarProperties(reads, { property_id: id, locale: language }),
    loadReferenceItems(reads, ['statuses', 'types']),
    priceContext(reads, id, language),
  ]);
  if (!property) notFound(language);
  const statuses = [...references.statuses.values()].map((item) => ({
    id: String(item.id),
    name_en: item.name_en,
  }));
  const rental = property.statuses.some((status) => {
    const item = references.statuses.get(status.id);
    return item ? statusKind({ id: String(item.id), name_en: item.name_en }) === 'rent' : false;
  });
  const [navigation, financing] = await Promise.all([
    from ? resultsNav(reads, id, from, statuses, language) : null,
    loadFinancing(reads, property.price, rental, searchParams),
  ]);
  // A counter: written on the primary.
  const viewCookie = await countPropertyView(services, clientAddress, request, id);

  const used = new Set(property.associated_documents.map((document) => document.category));
  const documentCategories = DOCUMENT_CATEGORIES.filter((id) => used.has(id)).map((id) => ({
    id,
    name: DOCUMENT_CATEGORY_NAMES[id][language],
  }));

  const origin = siteOrigin(config);
  const path = `/property/${id}`;
  const canonical = pageUrl(origin, path, language);
  const t = fixedT(language, 'property');
  const { title, description, brand } = describe(property, language, rental);
  const kindPath = rental ? '/properties/rent' : '/properties/sell';
  // Its landing pages (type, then wilaya); the wilaya's is its breadcrumb's (decision 0043).
  const landings = propertyLandings(
    language,
    rental,
    property.wilaya_id,
    pickItems(references.types, property.types),
  );
  const breadcrumb: Crumb[] = [
    { name: t('breadcrumb.home'), to: '/' },
    { name: t(rental ? 'breadcrumb.rent' : 'breadcrumb.sell'), to: kindPath },
    ...(landings && property.wilaya
      ? [{ name: property.wilaya, to: landings.links.at(-1)!.to }]
      : []),
    { name: property.name },
  ];
  const images = property.images.slice(0, 10).map((image) => absoluteImageUrl(origin, image, 1024));
  const first = property.images[0];

  const page: PropertyPageData = {
    property,
    similar: similar?.data ?? [],
    priceContext: context,
    rental,
    documentCategories,
    tileUrl: config.MAP_TILE_URL,
    shareUrl: pageUrl(origin, path),
    breadcrumb,
    resultsNav: navigation,
    landings,
    financing,
    seo: {
      title,
      description,
      canonical,
      language,
      siteName: brand,
      type: 'website',
      image: first
        ? {
            url: absoluteImageUrl(origin, first, 1024),
            alt: property.name,
            width: 1024,
            type: 'image/webp',
          }
        : undefined,
      jsonLd: [
        propertyListingJsonLd({ property, url: canonical, language, images, rental }),
        breadcrumbJsonLd(
          breadcrumb.map((crumb) => ({
            name: crumb.name,
            url: crumb.to ? new URL(crumb.to, origin).toString() : canonical,
          })),
        ),
      ],
    },
  };
  return data(page, viewCookie ? { headers: { 'Set-Cookie': viewCookie } } : undefined);
}

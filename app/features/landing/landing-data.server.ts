// A landing page's loader work: the path's words to a wilaya and a type (an unknown one is a
// 404), the list page's own data with both fixed, and what the page adds for search engines and
// visitors: the heading and introduction, the median price per m², breadcrumbs, links to nearby
// wilayas and to the other types here, and the <head> (canonical, JSON-LD, or noindex when the
// page has no listing).
import { data, redirect } from 'react-router';
import {
  isLandingKind,
  type LandingBase,
  type LandingKind,
} from '../../../common/landing-address.ts';
import type { Language } from '../../../common/languages.ts';
import { fullPriceText } from '../../../common/money.ts';
import type { TFilterOption } from '../../../common/schemas/reference.ts';
import { landingPath, optionBySlug, wilayaBySlug } from '../../../common/slugs.ts';
import { nearestWilayas } from '../../../common/wilaya-neighbours.ts';
import type { Wilaya } from '../../../common/wilayas.ts';
import type { Services } from '../../../server/services/index.ts';
import {
  countLandingListings,
  kindStatuses,
  medianPricePerM2,
  type LandingCount,
} from '../../../server/services/pages/landing-pages.ts';
import { getFilterOptions } from '../../../server/services/reference/reference-options.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { loadSearchPage } from '../search/search-data.server.ts';
import { siteOrigin } from '../seo/site-origin.server.ts';
import { breadcrumbJsonLd, itemListJsonLd } from '../seo/structured-data.ts';
import { pageUrl } from '../seo/urls.ts';
import type { LandingLink, LandingPageData } from './landing-page.ts';
import { landingWords } from '../seo/landing-words.server.ts';

/** How many nearby wilayas a page links to, among how many of the nearest. */
const NEARBY_LINKS = 6;
const NEARBY_SEARCHED = 15;

export interface LandingParams {
  kind?: string;
  wilaya?: string;
  type?: string;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/** Listing counts by page: `kind/wilaya/type` (type empty for all types). */
function countIndex(counts: readonly LandingCount[]) {
  const index = new Map(
    counts.map((row) => [`${row.kind}/${row.wilaya_id}/${row.type_id ?? ''}`, row.count]),
  );
  return (kind: LandingKind, wilayaId: number, typeId: string | null) =>
    index.get(`${kind}/${wilayaId}/${typeId ?? ''}`) ?? 0;
}

export async function loadLandingPage(
  services: Services,
  request: Request,
  params: LandingParams,
  language: Language,
): Promise<LandingPageData> {
  const url = new URL(request.url);
  // Other kinds keep the old rule of /properties/*: the list of both kinds, with the query.
  if (!isLandingKind(params.kind)) throw redirect(`/properties/both${url.search}`, 301);
  const kind = params.kind;
  const wilaya = wilayaBySlug(params.wilaya ?? '') ?? notFound();
  const db = services.readDb(request);
  const options = await getFilterOptions(db, language);
  const type = params.type ? (optionBySlug(options.types, params.type) ?? notFound()) : null;

  const path = landingPath(kind, wilaya, type);
  const base: LandingBase = { kind, wilaya: String(wilaya.id), type: type?.id ?? null, path };
  const statuses = kindStatuses(options.statuses);
  const [list, counts, median] = await Promise.all([
    loadSearchPage(services, request, kind, language, base),
    countLandingListings(db, statuses),
    medianPricePerM2(db, {
      statusIds: statuses[kind],
      wilayaId: wilaya.id,
      typeId: type ? Number(type.id) : null,
    }),
  ]);
  const countOf = countIndex(counts);
  const total = countOf(kind, wilaya.id, type?.id ?? null);

  const words = landingWords(language, kind, wilaya, type);
  const { t } = words;
  const common = fixedT(language, 'common');
  const brand = common('brand.name');
  const place = wilaya[language];
  const intro = total
    ? t('intro', { count: words.count(total), place, code: wilaya.code })
    : `${words.empty} ${t('empty_hint')}`;
  const medianText =
    median === null
      ? null
      : `${t(`median_${kind}`, {
          price: fullPriceText(median.median, language, {
            currency: common('units.currency'),
            million: common('units.million_abrv'),
            billion: common('units.billion_abrv'),
          }),
        })} (${t('median_note', { count: median.listings })})`;

  const crumbs: LandingLink[] = [
    { to: '/', label: common('nav.home') },
    { to: `/properties/${kind}`, label: fixedT(language, 'search')(`heading.${kind}`) },
    ...(type ? [{ to: landingPath(kind, wilaya), label: place }] : []),
    { to: path, label: words.heading },
  ];

  const linkGroups = [
    {
      title: t('nearby'),
      links: nearbyLinks(wilaya, kind, type, countOf, language),
    },
    {
      title: t('other_types', { place }),
      links: typeLinks(wilaya, kind, type, options.types, countOf, language),
    },
  ].filter((group) => group.links.length > 0);

  const origin = siteOrigin(services.config);
  const page = list.results.page;
  const canonical = pageUrl(origin, page > 1 ? `${path}?page=${page}` : path, language);
  const heading = words.heading;
  return {
    ...list,
    base,
    heading,
    intro,
    median: medianText,
    breadcrumbs: { label: t('breadcrumbs'), crumbs },
    linkGroups,
    meta: {
      title: t('title', { heading, count: words.count(total), brand }),
      description: t('description', { heading, count: words.count(total) }),
      canonical,
      language,
      siteName: brand,
      // An empty page is a way on to others, not a result to index.
      noindex: total === 0,
      jsonLd: [
        breadcrumbJsonLd(
          crumbs.map((crumb) => ({
            name: crumb.label,
            url: pageUrl(origin, crumb.to, language),
          })),
        ),
        itemListJsonLd(
          heading,
          total,
          list.results.data.map((card) => ({
            name: card.name,
            url: pageUrl(origin, `/property/${card.id}`, language),
          })),
          (page - 1) * list.results.limit + 1,
        ),
      ],
    },
  };
}

type CountOf = ReturnType<typeof countIndex>;

/** The nearest wilayas that have listings of this page's kind (and type, else of any type). */
function nearbyLinks(
  wilaya: Wilaya,
  kind: LandingKind,
  type: TFilterOption | null,
  countOf: CountOf,
  language: Language,
): LandingLink[] {
  const near = nearestWilayas(wilaya, NEARBY_SEARCHED);
  const pick = (typeId: string | null) =>
    near
      .map((other) => ({ other, count: countOf(kind, other.id, typeId) }))
      .filter(({ count }) => count > 0)
      .slice(0, NEARBY_LINKS);
  let chosen = pick(type?.id ?? null);
  let linkType = type;
  if (chosen.length === 0 && type) {
    chosen = pick(null);
    linkType = null;
  }
  const t = fixedT(language, 'landing');
  return chosen.map(({ other, count }) => ({
    to: landingPath(kind, other, linkType),
    label: t('link_count', { name: landingWords(language, kind, other, linkType).heading, count }),
  }));
}

/** The other types that have listings of this kind here, and all types when one is chosen. */
function typeLinks(
  wilaya: Wilaya,
  kind: LandingKind,
  type: TFilterOption | null,
  types: readonly TFilterOption[],
  countOf: CountOf,
  language: Language,
): LandingLink[] {
  const t = fixedT(language, 'landing');
  const links = types
    .filter((other) => other.id !== type?.id)
    .map((other) => ({ other, count: countOf(kind, wilaya.id, other.id) }))
    .filter(({ count }) => count > 0)
    .map(({ other, count }) => ({
      to: landingPath(kind, wilaya, other),
      label: t('link_count', { name: landingWords(language, kind, wilaya, other).heading, count }),
    }));
  const all = countOf(kind, wilaya.id, null);
  if (type && all > 0) {
    links.push({
      to: landingPath(kind, wilaya),
      label: t('link_count', {
        name: landingWords(language, kind, wilaya, null).heading,
        count: all,
      }),
    });
  }
  return links;
}

// The feed as XML (GET /api/feed.xml): the JSON feed's content, element for element, for portals
// that take XML. Texts are escaped, and characters XML 1.0 cannot carry are dropped.
import type { TFeed, TFeedItem } from '../../../common/schemas/feed.ts';
import type { Db } from '../../db/client.ts';
import { catalogueCache } from '../search/catalogue-cache.ts';
import { propertyFeed } from './property-feed.ts';

// eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const xmlText = (value: string | number | boolean) =>
  String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const element = (name: string, value: string | number | boolean | null, attrs = '') =>
  value === null ? '' : `<${name}${attrs}>${xmlText(value)}</${name}>`;

const langs = (name: string, texts: { fr: string; ar: string; en: string }) =>
  (['fr', 'ar', 'en'] as const)
    .map((lang) => element(name, texts[lang], ` lang="${lang}"`))
    .join('');

function listing(item: TFeedItem): string {
  return [
    `<listing id="${item.id}">`,
    element('url', item.url),
    langs('url', item.urls),
    langs('title', item.title),
    langs('description', item.description),
    langs('address', item.address),
    langs('city', item.city),
    item.wilaya ? `<wilaya id="${item.wilaya.id}">${langs('name', item.wilaya)}</wilaya>` : '',
    ...item.property_types.map((names) => `<type>${langs('name', names)}</type>`),
    ...item.property_statuses.map((names) => `<status>${langs('name', names)}</status>`),
    element('price', item.price, ' currency="DZD"'),
    element('promo_price', item.promo_price, ' currency="DZD"'),
    element('living_area', item.living_area, ' unit="m2"'),
    element('land_area', item.land_area, ' unit="m2"'),
    element('rooms', item.rooms),
    element('bedrooms', item.bedrooms),
    element('bathrooms', item.bathrooms),
    item.latitude !== null && item.longitude !== null
      ? `<location latitude="${item.latitude}" longitude="${item.longitude}"/>`
      : '',
    `<images>${item.images.map((url) => element('image', url)).join('')}</images>`,
    element('verified', item.verified),
    element('created_at', item.created_at),
    element('updated_at', item.updated_at),
    '</listing>',
  ].join('');
}

export function feedXml(feed: TFeed): string {
  const next = feed.next ? ` next="${xmlText(feed.next.replace('/feed.json', '/feed.xml'))}"` : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<listings generated_at="${feed.generated_at}" total="${feed.total}" page="${feed.page}" pages="${feed.pages}"${next}>\n` +
    feed.items.map(listing).join('\n') +
    '\n</listings>\n'
  );
}

/** One page of the feed as XML, built once per catalogue version. */
export function propertyFeedXml(db: Db, origin: string, page: number): Promise<string> {
  return catalogueCache(db).get(`feed-xml:${page}`, async () =>
    feedXml(await propertyFeed(db, origin, page)),
  );
}

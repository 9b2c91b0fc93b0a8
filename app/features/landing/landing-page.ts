// What a landing page's loader hands to its screen (shared by the server and the browser).
import type { LandingBase } from '../../../common/landing-address.ts';
import type { SearchPageData } from '../search/search-data.server.ts';
import type { PageMeta } from '../seo/page-meta.ts';

export interface LandingLink {
  to: string;
  label: string;
}

export interface LandingPageData extends SearchPageData {
  base: LandingBase;
  heading: string;
  /** The introduction under the heading; on an empty page, the "none for now" sentence. */
  intro: string;
  /** "Prix médian : 180 000 DA le m²", when there are enough listings. */
  median: string | null;
  breadcrumbs: { label: string; crumbs: LandingLink[] };
  /** Link groups under the results: nearby wilayas, other types here. */
  linkGroups: { title: string; links: LandingLink[] }[];
  meta: PageMeta;
}

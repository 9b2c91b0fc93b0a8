// What the property page's loader hands to the page (shared by the server and the browser).
import type { TDocumentCategory } from '../../../common/schemas/reference.ts';
import type { TPropertyCard, TPropertyDetails } from '../../../common/schemas/property.ts';
import type { TPriceContext } from '../../../common/schemas/return-visits.ts';
import type {
  FinancingChoice,
  FinancingReading,
  FinancingOffer,
} from '../../../common/financing-offer.ts';
import type { PageSeo } from '../seo/page-meta.ts';
import type { ResultsNav } from './results-address.ts';

export interface Crumb {
  name: string;
  /** Site path; none for the current page. */
  to?: string;
}

/** A property's landing pages (its type and its wilaya), linked at the foot of its page. */
export interface PropertyLandings {
  title: string;
  links: { to: string; label: string }[];
}

/** The financing estimate of a sale listing: what staff offer, and the visitor's choice. */
export interface PropertyFinancing {
  offer: FinancingOffer;
  choice: FinancingChoice;
  /** What to correct in the address's choice (the page says it; no estimate meanwhile). */
  errors: FinancingReading['errors'];
  /** The fields as the visitor sent them (kept, to be corrected), or the choice's values. */
  typed: { down: string; years: string };
}

export interface PropertyPageData {
  property: TPropertyDetails;
  similar: TPropertyCard[];
  /** Price per m² against the median of its type in its wilaya (null: property gone). */
  priceContext: TPriceContext | null;
  /** A rental: the price is per month. */
  rental: boolean;
  /** The document groups used by this property, in the reference order, named in the language. */
  documentCategories: { id: TDocumentCategory; name: string }[];
  /** Map tile URL template (MAP_TILE_URL). */
  tileUrl: string;
  /** The page's address to share (no language: the recipient reads it in theirs). */
  shareUrl: string;
  breadcrumb: Crumb[];
  /** Opened from a list of results: back to it, and the listings before and after. */
  resultsNav: ResultsNav | null;
  /** Its landing pages (type and wilaya), linked at the foot of the page. */
  landings: PropertyLandings | null;
  /** Sale listings, when staff set the estimate up (null: no estimate shown). */
  financing: PropertyFinancing | null;
  seo: PageSeo;
}

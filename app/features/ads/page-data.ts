// What the advertiser page's loader hands to the page.
import type { TAd } from '../../../common/schemas/ad.ts';
import type { PageSeo } from '../seo/page-meta.ts';

export interface AdPageData {
  ad: TAd;
  tileUrl: string;
  seo: PageSeo;
}

/** A link of the ad that is really set (the back-office may store empty strings). */
export function isSet(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

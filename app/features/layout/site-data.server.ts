// What every public page's frame needs from the database: the agency's details (header, footer,
// WhatsApp button), the footer's main cities and partners, and which listing statuses are rentals (cards show "/month" for those) or
// closed (sold, rented: cards mark those).
import type { Language } from '../../../common/languages.ts';
import { isClosedStatus, statusKind } from '../../../common/search-query.ts';
import { getGeneralInfo } from '../../../server/services/agency/agency-info.ts';
import type { Services } from '../../../server/services/index.ts';
import { loadReferenceItems } from '../../../server/services/reference/reference-options.ts';
import { listPartners } from '../../../server/services/pages/partners.ts';
import { cityLandingLinks } from '../../../server/services/pages/landing-links.ts';
import type { SiteDirectory, SiteInfo } from './site-info.ts';

/** The footer links this many main cities. */
const FOOTER_CITIES = 8;

export async function readSiteFrame(db: Services['db'], language: Language) {
  const [general, references, cities, partners] = await Promise.all([
    getGeneralInfo(db, language),
    loadReferenceItems(db, ['statuses']),
    cityLandingLinks(db, language),
    listPartners(db, language),
  ]);
  // The footer's ways on: the main cities' landing pages and the partners (decision 0043).
  const directory: SiteDirectory = {
    cities: cities.slice(0, FOOTER_CITIES).map(({ to, label }) => ({ to, label })),
    partners: partners.map((partner) => ({
      to: partner.externalUrl ?? `/ads/${partner.id}`,
      label: partner.name,
    })),
  };
  const info: SiteInfo = general && {
    phone: general.phone,
    whatsapp: general.whatsapp,
    email: general.email,
    address: general.address,
    approval_number: general.approval_number,
    latitude: general.latitude,
    longitude: general.longitude,
    opening_hours: general.opening_hours,
  };
  const rentStatusIds = [...references.statuses.values()]
    .filter((status) => statusKind({ id: String(status.id), name_en: status.name_en }) === 'rent')
    .map((status) => status.id);
  // Sold and rented: the cards mark them (decision 0032).
  const closedStatusIds = [...references.statuses.values()]
    .filter(isClosedStatus)
    .map((status) => status.id);
  return { info, rentStatusIds, closedStatusIds, directory };
}

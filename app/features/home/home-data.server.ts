// What the Home page reads, in-process through the same services as the public API: its
// sections (the partners among them), its two pictures and the agency's details (for the WhatsApp link and search engines).
import type { Language } from '../../../common/languages.ts';
import { getGeneralInfo } from '../../../server/services/agency/agency-info.ts';
import { loadHomeSections } from '../../../server/services/pages/home-page.ts';
import type { Services } from '../../../server/services/index.ts';
import { listPartners } from '../../../server/services/pages/partners.ts';
import { getSiteImages } from '../../../server/services/pages/site-images.ts';
import { cityLandingLinks } from '../../../server/services/pages/landing-links.ts';

export async function readHomeData(db: Services['db'], language: Language) {
  const [home, images, info, landings, partners] = await Promise.all([
    loadHomeSections(db, language),
    getSiteImages(db, ['homeHero', 'about']),
    getGeneralInfo(db, language),
    cityLandingLinks(db, language),
    listPartners(db, language),
  ]);
  // Each city opens its landing page and shows that page's count (decision 0043).
  const pages = new Map(landings.map((link) => [link.wilayaId, link]));
  const cities = home.cities.map((city) => {
    const page = pages.get(city.id);
    return page ? { ...city, to: page.to, count: page.count } : city;
  });
  return { sections: { ...home, cities, partners }, images, info };
}

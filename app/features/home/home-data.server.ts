// What the Home page reads, in-process through the same services as the public API: its
// sections, its two pictures and the agency's details (for the WhatsApp link and search engines).
import type { Language } from '../../../common/languages.ts';
import { getGeneralInfo } from '../../../server/services/agency-info.ts';
import { loadHomeSections } from '../../../server/services/home-page.ts';
import type { Services } from '../../../server/services/index.ts';
import { getSiteImages } from '../../../server/services/site-images.ts';

export async function readHomeData(db: Services['db'], language: Language) {
  const [sections, images, info] = await Promise.all([
    loadHomeSections(db, language),
    getSiteImages(db, ['homeHero', 'about']),
    getGeneralInfo(db, language),
  ]);
  return { sections, images, info };
}

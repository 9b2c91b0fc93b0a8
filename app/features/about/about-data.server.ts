// What the About page reads: its picture and the figures it quotes (listings, wilayas covered,
// the approval number behind "licensed agency").
import type { Language } from '../../../common/languages.ts';
import { getGeneralInfo } from '../../../server/services/agency/agency-info.ts';
import type { Services } from '../../../server/services/index.ts';
import { getSiteImages } from '../../../server/services/pages/site-images.ts';
import { countPropertiesByWilaya } from '../../../server/services/search/wilaya-counts.ts';

export async function readAboutData(db: Services['db'], language: Language) {
  const [images, wilayas, info] = await Promise.all([
    getSiteImages(db, ['about']),
    countPropertiesByWilaya(db, language),
    getGeneralInfo(db, language),
  ]);
  return {
    image: images.about,
    figures: {
      properties: wilayas.reduce((sum, wilaya) => sum + wilaya.count, 0),
      wilayas: wilayas.length,
      approvalNumber: info?.approval_number?.trim() || null,
    },
  };
}

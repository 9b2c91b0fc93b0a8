// What the About page reads: its picture and the figures it quotes (listings, wilayas covered).
import type { Language } from '../../../common/languages.ts';
import type { Services } from '../../../server/services/index.ts';
import { getSiteImages } from '../../../server/services/site-images.ts';
import { countPropertiesByWilaya } from '../../../server/services/wilaya-counts.ts';

export async function readAboutData(db: Services['db'], language: Language) {
  const [images, wilayas] = await Promise.all([
    getSiteImages(db, ['about']),
    countPropertiesByWilaya(db, language),
  ]);
  return {
    image: images.about,
    figures: {
      properties: wilayas.reduce((sum, wilaya) => sum + wilaya.count, 0),
      wilayas: wilayas.length,
    },
  };
}

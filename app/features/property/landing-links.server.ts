// The landing pages a property belongs to ("Appartements à vendre à Oran", "Biens immobiliers à
// vendre à Oran"), for the links at the foot of its page.
import type { Language } from '../../../common/languages.ts';
import { landingPath } from '../../../common/slugs.ts';
import { wilayaById } from '../../../common/wilayas.ts';
import type { ReferenceItem } from '../../../server/services/reference/reference-options.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { landingWords } from '../seo/landing-words.server.ts';
import type { PropertyLandings } from './page-data.ts';

export function propertyLandings(
  language: Language,
  rental: boolean,
  wilayaId: number | null,
  types: readonly ReferenceItem[],
): PropertyLandings | null {
  const wilaya = wilayaId === null ? undefined : wilayaById(wilayaId);
  if (!wilaya) return null;
  const kind = rental ? 'rent' : 'sell';
  const pages = [
    ...types.map((item) => ({ ...item, id: String(item.id), name: item[`name_${language}`] })),
    null,
  ];
  return {
    title: fixedT(language, 'landing')('related'),
    links: pages.map((type) => ({
      to: landingPath(kind, wilaya, type),
      label: landingWords(language, kind, wilaya, type).heading,
    })),
  };
}

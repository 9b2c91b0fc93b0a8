// The words of a landing page (/properties/sell/oran/appartement) and of the links to one, in its language, written on the server (the `landing` texts never
// reach the browser): "Appartements à vendre à Oran", "37 biens", "Aucune villa à louer à Tipaza".
// A type staff added after these texts were written gets a neutral phrasing with its name.
import type { LandingKind } from '../../../common/landing-address.ts';
import type { Language } from '../../../common/languages.ts';
import { formatNumber } from '../../../common/money.ts';
import type { TFilterOption } from '../../../common/schemas/reference.ts';
import { slugify } from '../../../common/slugs.ts';
import type { Wilaya } from '../../../common/wilayas.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import type { TFunction } from '../../i18n/translator.ts';

/** The type's plural and its "none" form ("Appartements", "Aucun appartement"). */
function typeWords(t: TFunction, type: TFilterOption | null, language: Language) {
  if (!type) return { plural: t('all.plural'), none: t('all.none') };
  const slug = slugify(type.name_fr);
  const plural = t(`types.${slug}.plural`);
  if (plural !== `types.${slug}.plural`) return { plural, none: t(`types.${slug}.none`) };
  const name = type[`name_${language}`] || type.name;
  return { plural: t('other_type.plural', { name }), none: t('other_type.none', { name }) };
}

export interface LandingWords {
  /** "Appartements à vendre à Oran": the H1, the last crumb, the links to the page. */
  heading: string;
  /** "Aucun appartement à vendre à Oran pour le moment." */
  empty: string;
  /** "37 biens". */
  count: (count: number) => string;
  t: TFunction;
}

export function landingWords(
  language: Language,
  kind: LandingKind,
  wilaya: Wilaya,
  type: TFilterOption | null,
): LandingWords {
  const t = fixedT(language, 'landing');
  const place = wilaya[language];
  const { plural, none } = typeWords(t, type, language);
  return {
    heading: t(`heading_${kind}`, { what: plural, place }),
    empty: t(`empty_${kind}`, { none, place }),
    // The plural form needs the number; the text shows it grouped as the site writes numbers.
    count: (count) =>
      t('count.count', { count }).replace(String(count), formatNumber(count, language)),
    t,
  };
}

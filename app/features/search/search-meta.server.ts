// The list pages' <title> and description, in the visitor's language.
import type { Language } from '../../../common/languages.ts';
import type { ListingKind } from '../../../common/search-query.ts';
import type { PageMeta } from '../seo/page-meta.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';

export function searchPageTexts(language: Language, kind: ListingKind): PageMeta {
  const t = fixedT(language, 'search');
  const brand = fixedT(language, 'common')('brand.name');
  return { title: `${t(`meta.title_${kind}`)} — ${brand}`, description: t('meta.description') };
}

// The compare page's data, read in-process through the public details service: the properties in
// the order asked, which ids were dropped (unknown or no longer published) or cut (beyond four),
// and the page's texts in its language (sent with this page only, not in every page's chunk).
import type { TPropertyDetails } from '../../../common/schemas/property.ts';
import type { Services } from '../../../server/services/index.ts';
import { getPropertyDetails } from '../../../server/services/pages/property-details.ts';
import { loadReferenceItems } from '../../../server/services/reference/reference-options.ts';
import { statusKind } from '../../../common/search-query.ts';
import { fixedT } from '../../i18n/fixed-t.server.ts';
import { requestLanguage } from '../../i18n/language.server.ts';
import { allResources } from '../../i18n/resources.server.ts';
import type { Texts } from '../../i18n/translator.ts';
import { readCompareIds } from './compare-ids.ts';

export async function loadComparePage(request: Request, services: Services) {
  const language = requestLanguage(request);
  const { ids, truncated } = readCompareIds(new URL(request.url).searchParams.get('ids'));
  const reads = services.readDb(request);
  const [found, references] = await Promise.all([
    Promise.all(ids.map((id) => getPropertyDetails(reads, id, language))),
    loadReferenceItems(reads, ['statuses']),
  ]);
  const properties = found.filter((property): property is TPropertyDetails => property !== null);
  // A rental's price is per month (the same rule as the property page).
  const rentals = properties.map((property) =>
    property.statuses.some((status) => {
      const item = references.statuses.get(status.id);
      return item ? statusKind({ id: String(item.id), name_en: item.name_en }) === 'rent' : false;
    }),
  );
  const t = fixedT(language, 'compare');
  const brand = fixedT(language, 'common')('brand.name');
  return {
    language,
    texts: allResources[language]?.compare ?? ({} as Texts),
    properties,
    rentals,
    dropped: properties.length < ids.length,
    truncated,
    meta: { title: t('meta_title', { brand }), description: t('meta_description') },
  };
}

// The precomputed search column of a property: name, address, city, wilaya and description in
// the three languages, normalised once on write (see common/text-search.ts).
import { normalizeSearchText } from '../../../common/text-search.ts';

type Trilingual<K extends string> = Partial<
  Record<`${K}_fr` | `${K}_en` | `${K}_ar`, string | null>
>;
export type SearchableProperty = Trilingual<'name' | 'address' | 'city' | 'wilaya' | 'description'>;

const FIELDS = ['name', 'address', 'city', 'wilaya', 'description'] as const;
const LOCALES = ['fr', 'en', 'ar'] as const;

export function propertySearchText(property: SearchableProperty): string {
  const parts: string[] = [];
  for (const field of FIELDS) {
    for (const locale of LOCALES) parts.push(property[`${field}_${locale}`] ?? '');
  }
  return normalizeSearchText(parts.join(' '));
}

// The words of the landing pages' addresses (/properties/sell/tizi-ouzou/appartement): lowercase
// ASCII of the French name, accents dropped, every other run of characters a single hyphen.
// Wilayas are a fixed list; types are staff's reference list, so their slugs are read from the
// names they have now (an address follows a renamed type).
import { WILAYAS, type Wilaya } from './wilayas.ts';

/** "Béjaïa" → "bejaia", "El M'Ghair" → "el-mghair", "Local commercial" → "local-commercial". */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const WILAYAS_BY_SLUG: ReadonlyMap<string, Wilaya> = new Map(
  WILAYAS.map((wilaya) => [slugify(wilaya.fr), wilaya]),
);

export function wilayaSlug(wilaya: Pick<Wilaya, 'fr'>): string {
  return slugify(wilaya.fr);
}

export function wilayaBySlug(slug: string): Wilaya | undefined {
  return WILAYAS_BY_SLUG.get(slug);
}

/** The option whose French name gives this slug (the first in staff's order when two do). */
export function optionBySlug<T extends { name_fr: string }>(
  options: readonly T[],
  slug: string,
): T | undefined {
  return options.find((option) => slugify(option.name_fr) === slug);
}

/** /properties/sell/oran and /properties/sell/oran/appartement. */
export function landingPath(
  kind: 'sell' | 'rent',
  wilaya: Pick<Wilaya, 'fr'>,
  type?: { name_fr: string } | null,
): string {
  const path = `/properties/${kind}/${wilayaSlug(wilaya)}`;
  return type ? `${path}/${slugify(type.name_fr)}` : path;
}

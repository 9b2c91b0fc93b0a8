// The 1,541 communes of Algeria as reference data (commo./places/communes.json: its source and
// licence are written in the file). The administrative map is data: a commune moved to a new
// wilaya is a change of its `wilaya` column there, and a new wilaya one more row in wilayas.ts.
// Server-side only in practice (about 90 KB): the pages' browser code never imports it.
import data from './places/communes.json' with { type: 'json' };

export interface Commune {
  /** The source's commune number (1-1541), stable across its releases. */
  id: number;
  /** The wilaya's number (common/wilayas.ts). */
  wilaya: number;
  fr: string;
  ar: string;
  /** Approximate position of the town hall; null where the source has none. */
  lat: number | null;
  lng: number | null;
}

type Row = [number, number, string, string, number | null, number | null];

export const COMMUNES: readonly Commune[] = (data.communes as Row[]).map(
  ([id, wilaya, fr, ar, lat, lng]) => ({ id, wilaya, fr, ar, lat, lng }),
);

const BY_ID: ReadonlyMap<number, Commune> = new Map(COMMUNES.map((c) => [c.id, c]));

export function communeById(id: number): Commune | undefined {
  return BY_ID.get(id);
}

/**
 * A commune's name in a page's language: the list has French and Arabic names, and English
 * pages write the French one (as the towns' signs do). Empty for an unknown id.
 */
export function communeLabel(id: number, language: 'fr' | 'ar' | 'en'): string {
  const commune = BY_ID.get(id);
  if (!commune) return '';
  return language === 'ar' ? commune.ar : commune.fr;
}

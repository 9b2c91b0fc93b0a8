// The listing quality score (0-100), one definition for the server (stored in
// properties.quality_score on every save, sortable in the CMS) and the CMS form (a live
// checklist). docs/decisions/0005-trust.md gives the weights.

export const QUALITY_PHOTO_TARGET = 5;
export const QUALITY_DESCRIPTION_TARGET = 200;

export interface QualityInput {
  images: readonly string[];
  description_fr: string;
  description_en: string;
  description_ar: string;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  associated_documents: readonly number[];
  youtube_url: string | null | undefined;
}

export type QualityCheckKey =
  | 'photos'
  | 'description_fr'
  | 'description_en'
  | 'description_ar'
  | 'coordinates'
  | 'documents'
  | 'video';

export interface QualityCheck {
  key: QualityCheckKey;
  /** Points earned, out of `max`. */
  points: number;
  max: number;
  /** Full marks. */
  done: boolean;
  /** How far along: photos or characters so far, against `target` (1 for yes/no checks). */
  value: number;
  target: number;
}

export interface QualityReport {
  score: number;
  checks: QualityCheck[];
}

function check(key: QualityCheckKey, max: number, value: number, target: number): QualityCheck {
  const ratio = Math.min(value / target, 1);
  const points = Math.round(max * ratio);
  return { key, points, max, done: ratio >= 1, value, target };
}

/** Photos 25 (5 or more), each description 10 (200+ characters), coordinates, documents, video 15. */
export function listingQuality(input: QualityInput): QualityReport {
  const length = (text: string) => text.trim().length;
  const located =
    input.latitude !== null &&
    input.latitude !== undefined &&
    input.longitude !== null &&
    input.longitude !== undefined;
  const checks = [
    check('photos', 25, input.images.length, QUALITY_PHOTO_TARGET),
    check('description_fr', 10, length(input.description_fr), QUALITY_DESCRIPTION_TARGET),
    check('description_en', 10, length(input.description_en), QUALITY_DESCRIPTION_TARGET),
    check('description_ar', 10, length(input.description_ar), QUALITY_DESCRIPTION_TARGET),
    check('coordinates', 15, located ? 1 : 0, 1),
    check('documents', 15, input.associated_documents.length > 0 ? 1 : 0, 1),
    check('video', 15, input.youtube_url?.trim() ? 1 : 0, 1),
  ];
  return { score: checks.reduce((sum, item) => sum + item.points, 0), checks };
}

export const qualityScore = (input: QualityInput): number => listingQuality(input).score;

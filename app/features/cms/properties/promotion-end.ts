// A promotion end date already past: the listing would save with a promotion that never shows
// (docs/product.md, "Money and areas"). The form says so under the field and asks before saving;
// it is a warning, not a refusal, since ending a promotion by back-dating it is a fair use.

/** True when the form's end date (`YYYY-MM-DD`, ending that evening) is before `now`. */
export function isPromotionEndPast(dateText: string, now: Date = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateText)) return false;
  return new Date(`${dateText}T23:59:59`).getTime() < now.getTime();
}

export const PAST_PROMOTION_END_WARNING =
  'Cette date est passée : la promotion ne sera pas affichée sur le site.';

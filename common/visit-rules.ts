// When a visit may be proposed (issue 25): a visit lasts a fixed time, starts on the half hour
// inside the agency's opening hours, at least MIN_LEAD_HOURS ahead (staff need time to answer)
// and at most MAX_AHEAD_DAYS ahead. Shared by the API, the property page's form and the CMS.
import { fitsOpeningHours, type OpeningHours } from './opening-hours.ts';

export const VISIT_DURATION_MINUTES = 45;
export const VISIT_SLOT_STEP_MINUTES = 30;
export const MIN_LEAD_HOURS = 12;
export const MAX_AHEAD_DAYS = 60;
export const MAX_VISIT_SLOTS = 3;

export type SlotProblem =
  | 'visit.slot_in_past'
  | 'visit.slot_too_soon'
  | 'visit.slot_too_far'
  | 'visit.slot_outside_hours'
  | 'visit.slot_duplicate';

/** The end of a visit that starts at `start`. */
export const visitEnd = (start: Date): Date =>
  new Date(start.getTime() + VISIT_DURATION_MINUTES * 60_000);

/** What is wrong with each proposed start (null: nothing), in the order given. */
export function slotProblems(
  slots: readonly Date[],
  hours: OpeningHours,
  now: Date,
): (SlotProblem | null)[] {
  return slots.map((start, index) => {
    const at = start.getTime();
    if (at <= now.getTime()) return 'visit.slot_in_past';
    if (at < now.getTime() + MIN_LEAD_HOURS * 3_600_000) return 'visit.slot_too_soon';
    if (at > now.getTime() + MAX_AHEAD_DAYS * 86_400_000) return 'visit.slot_too_far';
    if (!fitsOpeningHours(hours, start, VISIT_DURATION_MINUTES)) return 'visit.slot_outside_hours';
    if (slots.slice(0, index).some((other) => other.getTime() === at))
      return 'visit.slot_duplicate';
    return null;
  });
}

/** Whether two visits starting at `a` and `b` overlap. */
export const visitsOverlap = (a: Date, b: Date): boolean =>
  Math.abs(a.getTime() - b.getTime()) < VISIT_DURATION_MINUTES * 60_000;

// The agency's opening hours (set in the back-office's Settings): per weekday closed, or one or two
// intervals on Algiers time. The week is listed from Saturday, as Algerians count it; Friday is
// the weekend day. The same rules decide, for the API and the property page, whether a proposed
// visit fits the hours. No Zod here (the public pages import this module): the schema that checks
// what staff save is common/schemas/opening-hours.ts.
import type { Language } from './languages.ts';

/** Saturday first: the Algerian week. */
export const WEEKDAYS = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu', 'fri'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** JavaScript's getUTCDay() (0 = Sunday) to our keys. */
const DAY_OF_INDEX: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export interface OpeningInterval {
  open: string;
  close: string;
}
export type OpeningHours = Record<Weekday, OpeningInterval[]>;

/** Algeria keeps UTC+1 all year (no summer time since 1981). */
export const ALGIERS_OFFSET_MINUTES = 60;

/** HH:MM, 00:00 to 23:59. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of an `HH:MM` text. */
export const minutesOf = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const timeOfMinutes = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const FULL_DAY = [
  { open: '09:00', close: '12:30' },
  { open: '13:30', close: '17:30' },
];

/** Saturday mornings, Sunday to Thursday all day with a lunch break, closed on Friday. */
export const DEFAULT_OPENING_HOURS: OpeningHours = {
  sat: [{ open: '09:00', close: '12:30' }],
  sun: FULL_DAY,
  mon: FULL_DAY,
  tue: FULL_DAY,
  wed: FULL_DAY,
  thu: FULL_DAY,
  fri: [],
};

/** The day and the minutes since midnight of an instant, on Algiers time. */
export function algiersClock(instant: Date): { date: string; day: Weekday; minutes: number } {
  const local = new Date(instant.getTime() + ALGIERS_OFFSET_MINUTES * 60_000);
  return {
    date: local.toISOString().slice(0, 10),
    day: DAY_OF_INDEX[local.getUTCDay()]!,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The weekday of a calendar date `YYYY-MM-DD`. */
export function weekdayOfDate(date: string): Weekday {
  return DAY_OF_INDEX[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
}

/** The instant of a date and a time read on Algiers time. */
export function algiersInstant(date: string, time: string): Date {
  const utc = Date.parse(`${date}T${time}:00Z`);
  return new Date(utc - ALGIERS_OFFSET_MINUTES * 60_000);
}

/** Whether [start, start + duration) lies inside one opening interval of its day. */
export function fitsOpeningHours(
  hours: OpeningHours,
  start: Date,
  durationMinutes: number,
): boolean {
  const { day, minutes } = algiersClock(start);
  return hours[day].some(
    (interval) =>
      minutes >= minutesOf(interval.open) && minutes + durationMinutes <= minutesOf(interval.close),
  );
}

/** The start times (HH:MM, every `step` minutes) at which a visit fits a day's intervals. */
export function startTimes(
  intervals: readonly OpeningInterval[],
  durationMinutes: number,
  step: number,
): string[] {
  const times: string[] = [];
  for (const interval of intervals) {
    const last = minutesOf(interval.close) - durationMinutes;
    for (let at = minutesOf(interval.open); at <= last; at += step) times.push(timeOfMinutes(at));
  }
  return times;
}

const DAY_NAMES: Record<Language, Record<Weekday, string>> = {
  fr: {
    sat: 'Samedi',
    sun: 'Dimanche',
    mon: 'Lundi',
    tue: 'Mardi',
    wed: 'Mercredi',
    thu: 'Jeudi',
    fri: 'Vendredi',
  },
  ar: {
    sat: 'السبت',
    sun: 'الأحد',
    mon: 'الاثنين',
    tue: 'الثلاثاء',
    wed: 'الأربعاء',
    thu: 'الخميس',
    fri: 'الجمعة',
  },
  en: {
    sat: 'Saturday',
    sun: 'Sunday',
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
  },
};

export const dayName = (day: Weekday, language: Language): string => DAY_NAMES[language][day];

const CLOSED: Record<Language, string> = { fr: 'Fermé', ar: 'مغلق', en: 'Closed' };
const AND: Record<Language, string> = { fr: ' et ', ar: ' و ', en: ' and ' };

/** A day's hours as read aloud: "09:00–12:30 et 13:30–17:30", or "Fermé". */
export function formatDayHours(intervals: readonly OpeningInterval[], language: Language): string {
  if (intervals.length === 0) return CLOSED[language];
  return intervals.map((interval) => `${interval.open}–${interval.close}`).join(AND[language]);
}

export interface OpeningHoursLine {
  /** "Dimanche – jeudi", or one day's name. */
  days: string;
  hours: string;
  closed: boolean;
}

/** The week from Saturday, consecutive days with the same hours grouped on one line. */
export function openingHoursLines(hours: OpeningHours, language: Language): OpeningHoursLine[] {
  const lines: OpeningHoursLine[] = [];
  let start = 0;
  for (let index = 1; index <= WEEKDAYS.length; index += 1) {
    const previous = hours[WEEKDAYS[index - 1]!];
    const current = index < WEEKDAYS.length ? hours[WEEKDAYS[index]!] : null;
    if (current && JSON.stringify(current) === JSON.stringify(previous)) continue;
    const first = dayName(WEEKDAYS[start]!, language);
    const last = dayName(WEEKDAYS[index - 1]!, language);
    lines.push({
      days:
        start === index - 1 ? first : `${first} – ${language === 'fr' ? last.toLowerCase() : last}`,
      hours: formatDayHours(previous, language),
      closed: previous.length === 0,
    });
    start = index;
  }
  return lines;
}

/** Stored hours read leniently: a value of another shape (never written by the API) gets the default. */
export function readOpeningHours(value: unknown): OpeningHours {
  if (typeof value !== 'object' || value === null) return DEFAULT_OPENING_HOURS;
  const days = value as Record<string, unknown>;
  const valid = WEEKDAYS.every((day) => {
    const intervals = days[day];
    return (
      Array.isArray(intervals) &&
      intervals.every(
        (interval: { open?: unknown; close?: unknown }) =>
          typeof interval?.open === 'string' &&
          TIME_PATTERN.test(interval.open) &&
          typeof interval.close === 'string' &&
          TIME_PATTERN.test(interval.close),
      )
    );
  });
  return valid ? (value as OpeningHours) : DEFAULT_OPENING_HOURS;
}

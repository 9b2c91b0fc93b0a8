// The opening hours as staff save them (POST /api/genInfo): per weekday closed ([]) or one or two
// intervals HH:MM, closing after opening, the two intervals apart; stored sorted.
import { z } from 'zod';
import { minutesOf, TIME_PATTERN, WEEKDAYS, type Weekday } from '../opening-hours.ts';

const ZTimeSchema = z
  .string()
  .regex(TIME_PATTERN, { message: 'must be a time HH:MM (00:00 to 23:59)' });

const ZIntervalSchema = z
  .object({ open: ZTimeSchema, close: ZTimeSchema })
  .refine((interval) => minutesOf(interval.close) > minutesOf(interval.open), {
    message: 'closing time must be after opening time',
    path: ['close'],
  });

/** A day: [] (closed), one interval, or two that do not overlap (in any order; stored sorted). */
const ZDaySchema = z
  .array(ZIntervalSchema)
  .max(2, { message: 'at most two intervals a day' })
  .refine(
    (intervals) =>
      intervals.length < 2 ||
      minutesOf(intervals[0]!.close) <= minutesOf(intervals[1]!.open) ||
      minutesOf(intervals[1]!.close) <= minutesOf(intervals[0]!.open),
    { message: 'the two intervals of a day must not overlap', path: [1, 'open'] },
  )
  .transform((intervals) => [...intervals].sort((a, b) => minutesOf(a.open) - minutesOf(b.open)));

export const ZOpeningHoursSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, ZDaySchema])) as Record<
      Weekday,
      typeof ZDaySchema
    >,
  )
  .meta({
    description:
      'Per weekday (sat … fri), [] when closed or one or two intervals { open, close } in HH:MM, Algiers time',
  });

const ZIntervalAnswerSchema = z.object({ open: z.string(), close: z.string() });

/** The hours as the API answers them (already checked when saved). */
export const ZOpeningHoursAnswerSchema = z
  .object(
    Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(ZIntervalAnswerSchema)])) as Record<
      Weekday,
      z.ZodArray<typeof ZIntervalAnswerSchema>
    >,
  )
  .meta({
    description:
      'Per weekday (sat … fri), [] when closed or one or two intervals { open, close } in HH:MM, Algiers time',
  });

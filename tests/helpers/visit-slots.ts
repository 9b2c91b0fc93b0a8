// Visit slots for tests, computed from the clock so the tests never age, and shaped alike on every
// day of the week: `openDay(n)` is the n-th open day after today (Sunday to Thursday in the default
// hours), so two different `n` are always two different days, whatever today is.
const OPEN_ALL_DAY = new Set([0, 1, 2, 3, 4]); // Sunday to Thursday (getUTCDay)

/** `YYYY-MM-DD` of the n-th Sunday–Thursday after today (n ≥ 1): at least n days ahead. */
export function openDay(n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new Error(`openDay(${n}): n is a whole number ≥ 1`);
  const day = new Date(Date.now());
  let found = 0;
  while (found < n) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (OPEN_ALL_DAY.has(day.getUTCDay())) found += 1;
  }
  return day.toISOString().slice(0, 10);
}

/** The next Friday (closed all day) at least `days` from now. */
export function friday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** An ISO date-time with Algiers' offset. */
export const algiers = (date: string, time: string) => `${date}T${time}:00+01:00`;

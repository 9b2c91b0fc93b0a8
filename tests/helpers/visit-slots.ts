// Visit slots for tests, computed from today so the tests never age: the next open weekday (Sunday
// to Thursday in the default hours) at least `days` ahead, at an Algiers time, as an ISO date-time.
const OPEN_ALL_DAY = new Set([0, 1, 2, 3, 4]); // Sunday to Thursday (getUTCDay)

/** `YYYY-MM-DD` of the first Sunday–Thursday at least `days` from now. */
export function openDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  while (!OPEN_ALL_DAY.has(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
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

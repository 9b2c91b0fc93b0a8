// Time left until a promotion ends, in whole days, hours and minutes (seconds are dropped: the
// display changes once a minute).

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** Null once the end has passed. */
export function timeLeft(end: Date | string, now: number): TimeLeft | null {
  const ms = new Date(end).getTime() - now;
  if (!(ms > 0)) return null;
  const totalMinutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
  };
}

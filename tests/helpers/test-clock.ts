// A test clock for the date-dependent tests: with TEST_NOW set (an ISO date-time), Date in this
// process starts at that instant and then runs at the real pace, so CI proves the suite on a
// Friday and a Saturday whatever the day it runs. The app under test runs in this process (and so
// does the embedded database, whose now() reads Date), so both see the same day. A separate
// PostgreSQL server keeps the real clock: the shifted runs use the embedded database.
const RealDate = Date;

export function installTestClock(now: string | undefined): void {
  if (!now) return;
  const start = RealDate.parse(now);
  if (Number.isNaN(start)) throw new Error(`TEST_NOW is not a date-time: ${now}`);
  const shift = start - RealDate.now();

  class ShiftedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + shift);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + shift;
    }
  }
  globalThis.Date = ShiftedDate as DateConstructor;
}

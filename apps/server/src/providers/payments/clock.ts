/** Time as billing sees it: the system clock in production, a settable one in tests (renewals, trials). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start: Date) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (to: Date) => {
      current = to.getTime();
    },
    advanceDays: (days: number) => {
      current += days * 86_400_000;
    },
    advanceMs: (ms: number) => {
      current += ms;
    },
  };
}
export type ManualClock = ReturnType<typeof manualClock>;

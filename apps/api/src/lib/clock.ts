export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export function fixedClock(start: Date): Clock & { advance(ms: number): void; set(d: Date): void } {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (d) => {
      t = d.getTime();
    },
  };
}

/**
 * The system clock plus an offset: browser journeys move a running server days ahead (the return
 * window closing) and back with `DEV_CLOCK=1`, never in production.
 */
export function adjustableClock(): Clock & { advance(ms: number): void; reset(): void } {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += Math.max(0, ms);
    },
    reset: () => {
      offset = 0;
    },
  };
}

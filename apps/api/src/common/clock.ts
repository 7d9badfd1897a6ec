/** Where services read the time, so that tests and the dev endpoint can move the business date. */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

/** Real time shifted by an offset; used outside production only. */
export class SettableClock extends Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Time keeps running from `instant` on. */
  setTo(instant: Date): void {
    this.offsetMs = instant.getTime() - Date.now();
  }

  setOffsetSeconds(seconds: number): void {
    this.offsetMs = seconds * 1000;
  }

  get offsetSeconds(): number {
    return Math.round(this.offsetMs / 1000);
  }
}

/**
 * Real elapsed time (Date.now) for rate limits, lockouts and cooldowns. Never the business clock:
 * moving the business date (POST /dev/clock, tests) must neither lock members out nor lift a limit.
 */
export class WallClock {
  now(): Date {
    return new Date(Date.now());
  }
}

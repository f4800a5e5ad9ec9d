import { afterAll, beforeAll } from 'vitest';

/** For the describe block it is called in: Date's local getters read `zone`'s clock (TZ), as a browser there does. */
export function inTimeZone(zone: string): void {
  const before = process.env['TZ'];
  beforeAll(() => void (process.env['TZ'] = zone));
  afterAll(() => void (before === undefined ? delete process.env['TZ'] : (process.env['TZ'] = before)));
}

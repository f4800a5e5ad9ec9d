import type { BrowserEnvironment } from './browser-data.ts';

/** A fixed browser for tests of what a form sends: its browser_data never varies with the machine. */
export const TEST_BROWSER: BrowserEnvironment = {
  navigator: { language: 'en', userAgent: 'UA' },
  screen: { colorDepth: 24, height: 1, width: 1 },
  innerHeight: 1,
  innerWidth: 1,
  now: new Date('2026-01-01T00:00:00Z'),
  timeZoneName: 'UTC',
};

import { browserData } from '../../schemas/payload/browser-data.ts';
import type { BrowserData } from '../../schemas/payload/submission.ts';

/** browser_data of this browser, now (the rule itself is pure: schemas/payload/browser-data.ts). */
export function currentBrowserData(): BrowserData {
  return browserData({
    navigator,
    screen,
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
    now: new Date(),
    timeZoneName: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
}

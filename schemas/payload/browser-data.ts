import type { BrowserData } from './submission.ts';

/** The parts of the browser the payload reads, so the rule is testable without one. */
export interface BrowserEnvironment {
  navigator: { language: string; userAgent: string };
  screen: { colorDepth: number; height: number; width: number };
  innerHeight: number;
  innerWidth: number;
  now: Date;
  timeZoneName: string;
}

/** browser_data for 3-D Secure: java_script_enabled is the string "true", language two letters, time_zone in minutes. */
export function browserData(env: BrowserEnvironment): BrowserData {
  return {
    color_depth: env.screen.colorDepth,
    language: env.navigator.language.slice(0, 2).toLowerCase(),
    time_zone: env.now.getTimezoneOffset(),
    timezone_name: env.timeZoneName,
    java_enabled: false,
    screen_height: env.screen.height,
    screen_width: env.screen.width,
    window_height: env.innerHeight,
    window_width: env.innerWidth,
    user_agent: env.navigator.userAgent,
    java_script_enabled: 'true',
  };
}

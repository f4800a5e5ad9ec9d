import { describe, expect, it } from 'vitest';
import { deviceKindOf } from './device-kind.ts';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130';
const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

describe('deviceKindOf (spec section 3: desktop, mobile, native_ios, native_android)', () => {
  it.each([
    ['ios', false, DESKTOP_UA, 1200, 'native_ios'],
    ['native_android', false, PHONE_UA, 400, 'native_android'],
    ['web', true, DESKTOP_UA, 1200, 'mobile'],
    [null, false, PHONE_UA, 1200, 'mobile'],
    [null, false, DESKTOP_UA, 599, 'mobile'],
    [null, false, DESKTOP_UA, 600, 'desktop'],
  ] as const)('x-channel=%s forced=%s (%s, %i px) -> %s', (channel, forced, ua, width, kind) => {
    expect(deviceKindOf(channel, forced, ua, width)).toBe(kind);
  });
});

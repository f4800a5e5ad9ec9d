/** Device kinds (spec section 3). */
export type DeviceKind = 'desktop' | 'mobile' | 'native_ios' | 'native_android';

/** Screens narrower than this are small (spec section 9). */
export const SMALL_SCREEN_WIDTH = 600;

/**
 * The device the cashier runs on: a native app says so in `x-channel` (ios / android, with or without a native_
 * prefix); otherwise a forced-mobile flag, a mobile user agent or a small screen make it mobile; else desktop.
 */
export function deviceKindOf(channel: string | null, forcedMobile: boolean, userAgent: string, width: number): DeviceKind {
  const native = channel?.toLowerCase().replace(/^native_/, '');
  if (native === 'ios') return 'native_ios';
  if (native === 'android') return 'native_android';
  if (forcedMobile || /Mobi|Android|iPhone|iPad/.test(userAgent) || width < SMALL_SCREEN_WIDTH) return 'mobile';
  return 'desktop';
}

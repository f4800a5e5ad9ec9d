import { describe, expect, it } from 'vitest';
import type { DeviceKind } from '../session/device-kind.ts';
import { availableOnDevice } from './native-pay.ts';

describe('availableOnDevice', () => {
  it.each<['Apple' | 'Google' | null | undefined, DeviceKind, boolean]>([
    ['Apple', 'native_ios', true],
    ['Apple', 'native_android', false],
    ['Apple', 'desktop', false],
    ['Apple', 'mobile', false],
    ['Google', 'native_android', true],
    ['Google', 'native_ios', false],
    ['Google', 'desktop', false],
    [null, 'native_ios', true],
    [undefined, 'desktop', true],
  ])('%s on %s -> %s', (wallet, device, expected) => {
    expect(availableOnDevice(wallet === undefined ? {} : { native_pay_type: wallet }, device)).toBe(expected);
  });
});

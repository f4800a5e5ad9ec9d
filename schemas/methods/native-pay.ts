import type { DeviceKind } from '../session/device-kind.ts';
import type { PayGroup } from '../server/v1/types.ts';

/** Which device a native wallet needs (spec section 4): Apple Pay only on iOS, Google Pay only on Android. */
const WALLET_DEVICE: Readonly<Record<'Apple' | 'Google', DeviceKind>> = { Apple: 'native_ios', Google: 'native_android' };

/** Whether a method can be offered on this device: every method but a native wallet of another platform. */
export function availableOnDevice(method: Pick<PayGroup, 'native_pay_type'>, device: DeviceKind): boolean {
  const wallet = method.native_pay_type;
  return wallet === undefined || wallet === null || WALLET_DEVICE[wallet] === device;
}

import { describe, expect, it } from 'vitest';
import type { DeviceKind } from '../../schemas/session/device-kind.ts';
import { nativeChannelOf, type NativeHost } from './native-channel.ts';
import type { CashierMessage } from './protocol.ts';

const ready: CashierMessage = { source: 'cashier', version: 1, type: 'ready' };

/** A host with the named bridges, each recording what it received under its name. */
function hostWith(bridges: readonly ('webkit' | 'ReactNativeWebView' | 'CashierAndroid')[], received: [string, unknown][]): NativeHost {
  const host: NativeHost = {};
  const record = (name: string) => ({ postMessage: (message: unknown) => void received.push([name, message]) });
  if (bridges.includes('webkit')) host.webkit = { messageHandlers: { cashier: record('webkit') } };
  if (bridges.includes('ReactNativeWebView')) host.ReactNativeWebView = record('ReactNativeWebView');
  if (bridges.includes('CashierAndroid')) host.CashierAndroid = record('CashierAndroid');
  return host;
}

describe('nativeChannelOf', () => {
  it.each<[string, DeviceKind, ('webkit' | 'ReactNativeWebView' | 'CashierAndroid')[], [string, unknown][]]>([
    ['iOS: the WKWebView handler, with the object', 'native_ios', ['webkit', 'ReactNativeWebView'], [['webkit', ready]]],
    ['iOS without a handler: react-native-webview, as JSON', 'native_ios', ['ReactNativeWebView'], [['ReactNativeWebView', JSON.stringify(ready)]]],
    ['Android: react-native-webview first', 'native_android', ['ReactNativeWebView', 'CashierAndroid'], [['ReactNativeWebView', JSON.stringify(ready)]]],
    ['Android: else the CashierAndroid interface', 'native_android', ['CashierAndroid', 'webkit'], [['CashierAndroid', JSON.stringify(ready)]]],
    ['Android ignores the iOS handler', 'native_android', ['webkit'], []],
    ['a desktop browser posts to no bridge, even one present', 'desktop', ['webkit', 'ReactNativeWebView', 'CashierAndroid'], []],
    ['a mobile browser neither', 'mobile', ['ReactNativeWebView'], []],
  ])('%s', (_, device, bridges, expected) => {
    const received: [string, unknown][] = [];
    nativeChannelOf(device, hostWith(bridges, received))?.(ready);
    expect(received).toEqual(expected);
  });
});

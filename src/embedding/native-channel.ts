import type { DeviceKind } from '../../schemas/session/device-kind.ts';
import type { CashierMessage } from './protocol.ts';

interface StringChannel {
  postMessage(message: string): void;
}

/** The bridges a native web view may inject into the page (README "Native web views"). */
export interface NativeHost {
  /** WKWebView: a script message handler named cashier; it receives the message object. */
  webkit?: { messageHandlers?: { cashier?: { postMessage(message: CashierMessage): void } } };
  /** react-native-webview (iOS and Android): strings only. */
  ReactNativeWebView?: StringChannel;
  /** An Android WebView JavaScript interface named CashierAndroid: strings only. */
  CashierAndroid?: StringChannel;
}

/** Where the messages also go inside a native app's web view; null elsewhere, or when the app injected no bridge. */
export function nativeChannelOf(device: DeviceKind, host: NativeHost): ((message: CashierMessage) => void) | null {
  const strings = (channel: StringChannel | undefined): ((message: CashierMessage) => void) | null =>
    channel === undefined ? null : (message) => channel.postMessage(JSON.stringify(message));
  switch (device) {
    case 'native_ios': {
      const handler = host.webkit?.messageHandlers?.cashier;
      return handler === undefined ? strings(host.ReactNativeWebView) : (message) => handler.postMessage(message);
    }
    case 'native_android':
      return strings(host.ReactNativeWebView) ?? strings(host.CashierAndroid);
    case 'desktop':
    case 'mobile':
      return null;
    default: {
      const unknown: never = device;
      return unknown;
    }
  }
}

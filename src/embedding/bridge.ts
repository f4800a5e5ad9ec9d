import type { DeviceKind } from '../../schemas/session/device-kind.ts';
import { readRuntimeConfig } from '../app/runtime-config.ts';
import { commandsAddress } from './command-address.ts';
import { createCommandHold } from './command-hold.ts';
import type { CashierPageEvent } from './page-events.ts';
import { nativeChannelOf, type NativeHost } from './native-channel.ts';
import { claimedParentOrigin, isFromParent, trustedParentOrigin } from './parent-origin.ts';
import { PROTOCOL_VERSION, type CashierEvent, type CashierMessage } from './protocol.ts';
import { readMerchantMessage } from './read-merchant-message.ts';
import { createThrottle } from './throttle.ts';

/** Incoming messages read per second; a burst beyond is dropped. */
const MESSAGES_PER_SECOND = 20;

/** What the bridge hears on its window: the merchant's messages, and the screens' submits and departures (page-events.ts). */
export interface BridgeEvents {
  message: Pick<MessageEvent, 'origin' | 'source' | 'data' | 'timeStamp'>;
  'cashier:submit': Pick<WindowEventMap['cashier:submit'], 'detail'>;
  'cashier:leave': unknown;
}

/** The parts of `window` the bridge uses, so a test can hand it a fake one. */
export interface BridgeWindow extends NativeHost {
  readonly parent: { postMessage(message: CashierMessage, targetOrigin: string): void };
  readonly document: Pick<Document, 'querySelector' | 'referrer' | 'documentElement'>;
  readonly location: Pick<Location, 'href' | 'assign' | 'reload'> & { readonly ancestorOrigins?: Iterable<string> };
  addEventListener<K extends keyof BridgeEvents>(type: K, listener: (event: BridgeEvents[K]) => void): void;
  dispatchEvent(event: Event): boolean;
  readonly ResizeObserver?: typeof ResizeObserver;
}

export interface BridgeOptions {
  device: DeviceKind;
  /** The current flow's method list, where a new session starts. */
  listPath: () => string;
  warn?: (text: string) => void;
}

/** Posts the document's height whenever it changes, so the merchant can size the frame to it. */
function observeHeight(win: BridgeWindow, send: (event: CashierEvent) => void): void {
  const Observer = win.ResizeObserver;
  if (Observer === undefined) return;
  const root = win.document.documentElement;
  let last = -1;
  new Observer(() => {
    const height = Math.ceil(root.getBoundingClientRect().height);
    if (height !== last) send({ type: 'height', height: (last = height) });
  }).observe(root);
}

/**
 * Connects the cashier to its merchant: the allowlisted parent frame (runtime configuration, exact origin) and the
 * native app's bridge. Outgoing messages name the parent's origin, never '*'; incoming ones count only from the
 * parent window at that origin, in the declared shape, at most MESSAGES_PER_SECOND. Anything else is dropped and each
 * reason is logged once. A command that arrives while a payment is on the wire waits for its answer (command-hold.ts).
 * Returns the function that sends an event.
 */
export function startBridge(win: BridgeWindow, { device, listPath, warn = console.warn }: BridgeOptions): (event: CashierEvent) => void {
  const warned = new Set<string>();
  const warnOnce = (reason: string, text: string): void => {
    if (!warned.has(reason)) warn(`Cashier embedding: ${text}`);
    warned.add(reason);
  };
  const framed = !Object.is(win.parent, win);
  const claimed = framed ? claimedParentOrigin([...(win.location.ancestorOrigins ?? [])], win.document.referrer) : null;
  const parentOrigin = trustedParentOrigin(readRuntimeConfig(win.document).merchantOrigins, claimed);
  if (framed && parentOrigin === null) {
    warnOnce('parent', `framed by ${claimed ?? 'an unknown origin'}, which is not in merchantOrigins: it sends it nothing and reads nothing from it. Add the origin to CASHIER_MERCHANT_ORIGINS on the cashier's host.`);
  }
  const native = nativeChannelOf(device, win);
  const allow = createThrottle(MESSAGES_PER_SECOND, 1000);
  const hold = createCommandHold({
    obey: (commands) => {
      const address = commandsAddress(commands, { href: win.location.href, listPath: listPath() });
      if (address === null) win.location.reload();
      else win.location.assign(address);
    },
    drop: (commands) =>
      warn(`Cashier embedding: dropped ${commands.map(({ type }) => type).join(', ')}: a payment's answer took the payer to a provider's page (3-D Secure), which a reload would cut off. The cashier posts ready again once they are back: send it then.`),
  });
  win.addEventListener('cashier:submit', ({ detail }) => hold.submitted(detail));
  win.addEventListener('cashier:leave', () => hold.leaving());
  // What went on the wire before this chunk loaded (a return page's call as it mounts) is told again now.
  win.dispatchEvent(new Event('cashier:bridge' satisfies CashierPageEvent));

  win.addEventListener('message', (event) => {
    if (!isFromParent(parentOrigin, event.origin, event.source === win.parent)) return warnOnce('sender', `dropped a message from ${event.origin}: not the allowlisted parent window.`);
    if (!allow(event.timeStamp)) return warnOnce('burst', `dropped messages beyond ${String(MESSAGES_PER_SECOND)} a second.`);
    const read = readMerchantMessage(event.data);
    if (!read.ok) return warnOnce(read.reason, `dropped a message (${read.reason}); see README "Embedding for merchants" for the protocol.`);
    hold.receive(read.command);
  });

  const send = (event: CashierEvent): void => {
    const message: CashierMessage = { source: 'cashier', version: PROTOCOL_VERSION, ...event };
    if (parentOrigin !== null) win.parent.postMessage(message, parentOrigin);
    native?.(message);
    if (event.type === 'ready') observeHeight(win, send);
  };
  return send;
}

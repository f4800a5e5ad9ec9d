import { PROTOCOL_VERSION, type CashierMessage, type MerchantCommand, type MerchantMessage, type ThemeName } from '../embedding/protocol.ts';
import { isCashierMessage, isHeardBy, type CashierEventMap } from './cashier-events.ts';

/** The flows a merchant opens the cashier on. */
export type MountFlow = 'deposit' | 'withdrawal' | 'checkout';

export interface MountOptions {
  /** The cashier's origin, e.g. https://cashier.example; messages from any other origin are ignored. */
  cashierOrigin: string;
  sessionId: string;
  /** Default deposit. */
  flow?: MountFlow;
  /** Two letters (en, ar…), or language-BRAND (en-XX). */
  language?: string;
  theme?: ThemeName;
  /** Further start-up parameters of the cashier (README "Start-up parameters"), e.g. { close_icon: 'true' }. */
  params?: Readonly<Record<string, string>>;
  /** The frame's accessible name; default "Cashier". */
  title?: string;
}

type Handler<K extends keyof CashierEventMap> = (message: CashierEventMap[K]) => void;

export interface CashierInstance {
  readonly iframe: HTMLIFrameElement;
  /** Hears messages of one type, or every message with '*'. */
  on<K extends keyof CashierEventMap>(type: K, handler: Handler<K>): void;
  off<K extends keyof CashierEventMap>(type: K, handler: Handler<K>): void;
  reinit(): void;
  setSessionId(sessionId: string): void;
  setTheme(theme: ThemeName): void;
  /** Two letters (en, ar…), or language-BRAND (pt-BR), as `language` of the mount options. */
  setLanguage(language: string): void;
  /** Removes the frame and every listener. */
  destroy(): void;
}

/** The cashier's address for these options. */
export function cashierUrl({ cashierOrigin, sessionId, flow = 'deposit', language, theme, params = {} }: MountOptions): string {
  const url = new URL(`/${flow}`, cashierOrigin);
  url.searchParams.set('session_id', sessionId);
  if (language !== undefined) url.searchParams.set('lang', language);
  if (theme !== undefined) url.searchParams.set('theme', theme);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Shows the cashier in a frame inside `container`. The frame follows the cashier's height messages; messages count only
 * from the frame's own window at `cashierOrigin`, and commands go to that origin only.
 */
export function mount(container: HTMLElement, options: MountOptions): CashierInstance {
  const origin = new URL(options.cashierOrigin).origin;
  const iframe = container.ownerDocument.createElement('iframe');
  iframe.src = cashierUrl(options);
  iframe.title = options.title ?? 'Cashier';
  iframe.setAttribute('allow', 'payment');
  iframe.style.cssText = 'display:block;width:100%;border:0';
  const subscriptions: { type: keyof CashierEventMap; handler: unknown; hear: (message: CashierMessage) => void }[] = [];

  const listener = (event: MessageEvent): void => {
    const data: unknown = event.data;
    if (event.origin !== origin || event.source !== iframe.contentWindow || !isCashierMessage(data)) return;
    if (data.type === 'height') iframe.style.height = `${String(data.height)}px`;
    for (const { hear } of [...subscriptions]) hear(data);
  };
  const view = container.ownerDocument.defaultView;
  view?.addEventListener('message', listener);
  container.append(iframe);

  const send = (command: MerchantCommand): void => {
    const message: MerchantMessage = { source: 'merchant', version: PROTOCOL_VERSION, ...command };
    iframe.contentWindow?.postMessage(message, origin);
  };
  return {
    iframe,
    on(type, handler) {
      subscriptions.push({ type, handler, hear: (message) => isHeardBy(type, message) && handler(message) });
    },
    off(type, handler) {
      const index = subscriptions.findIndex((entry) => entry.type === type && entry.handler === handler);
      if (index !== -1) subscriptions.splice(index, 1);
    },
    reinit: () => send({ type: 'reinit' }),
    setSessionId: (sessionId) => send({ type: 'setSessionId', sessionId }),
    setTheme: (theme) => send({ type: 'setTheme', theme }),
    // As the lang parameter: language-BRAND (pt-BR) is cut to its two letters, which is all the cashier reads.
    setLanguage: (language) => send({ type: 'setLanguage', language: language.slice(0, 2).toLowerCase() }),
    destroy() {
      view?.removeEventListener('message', listener);
      subscriptions.length = 0;
      iframe.remove();
    },
  };
}

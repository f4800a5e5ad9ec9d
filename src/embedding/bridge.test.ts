import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBridge, type BridgeEvents, type BridgeWindow } from './bridge.ts';
import type { CashierEvent, CashierMessage } from './protocol.ts';

const MERCHANT = 'https://merchant.example';
const config = JSON.stringify({ merchantOrigins: [MERCHANT] });

type Listeners = { [K in keyof BridgeEvents]: ((event: BridgeEvents[K]) => void)[] };

/** A framed cashier window whose parent (at `parentOrigin`) records what it is posted, with the target origin. */
function framedWindow(parentOrigin: string) {
  const posted: [CashierMessage, string][] = [];
  const dispatched: string[] = [];
  const listeners: Listeners = { message: [], 'cashier:submit': [], 'cashier:leave': [] };
  const parent = { postMessage: (message: CashierMessage, targetOrigin: string) => void posted.push([message, targetOrigin]) };
  const location = { href: 'https://cashier.example/deposit?session_id=s-1&lang=en', ancestorOrigins: [parentOrigin], assign: vi.fn(), reload: vi.fn() };
  const win: BridgeWindow = {
    parent,
    location,
    document: {
      referrer: '',
      querySelector: () => ({ getAttribute: () => config }) as unknown as Element,
      documentElement: { getBoundingClientRect: () => ({ height: 812.4 }) } as unknown as HTMLElement,
    } as BridgeWindow['document'],
    addEventListener: (type, listener) => void (listeners[type] as (typeof listener)[]).push(listener),
    dispatchEvent: (event) => {
      dispatched.push(event.type);
      return true;
    },
  };
  let time = 0;
  const receive = (data: unknown, origin = MERCHANT, source: unknown = parent): void => {
    for (const listener of listeners.message) listener({ data, origin, source: source as MessageEventSource, timeStamp: (time += 1) });
  };
  /** What the screens dispatch (page-events.ts): a payment on the wire until `settled`, the window leaving. */
  const submit = (settled: Promise<unknown>): void => listeners['cashier:submit'].forEach((listener) => listener({ detail: settled }));
  const leave = (): void => listeners['cashier:leave'].forEach((listener) => listener(new Event('cashier:leave')));
  return { win, posted, location, receive, submit, leave, dispatched };
}

const EVENTS: CashierEvent[] = [
  { type: 'ready' },
  { type: 'cardBrand', target: 'cashier', brand: 'visa' },
  { type: 'form', target: 'cashier', event: 'submit', method: 'card' },
  { type: 'status', flow: 'deposit', status: 'success', amount: 40, currency: 'EUR' },
  { type: 'sessionExpired' },
  { type: 'close' },
  { type: 'navigate', url: 'https://merchant.example/back' },
  { type: 'redirectTo', url: 'https://cashier.example/deposit?session_id=s-1' },
];

const reinit = { source: 'merchant', version: 1, type: 'reinit' };
const command = (fields: Record<string, string>): Record<string, unknown> => ({ source: 'merchant', version: 1, ...fields });

afterEach(() => {
  vi.useRealTimers();
});

describe('startBridge', () => {
  it('posts every event to the allowlisted parent, in the envelope, naming its origin and never "*"', () => {
    const { win, posted } = framedWindow(MERCHANT);
    const send = startBridge(win, { device: 'desktop', listPath: () => '/deposit', warn: vi.fn() });
    for (const event of EVENTS) send(event);
    expect(posted.map(([message]) => message)).toEqual(EVENTS.map((event) => ({ source: 'cashier', version: 1, ...event })));
    expect(posted.map(([, targetOrigin]) => targetOrigin)).toEqual(EVENTS.map(() => MERCHANT));
  });

  it('posts nothing to a parent off the list, and says once which origin and which setting', () => {
    const { win, posted } = framedWindow('https://evil.example');
    const warn = vi.fn();
    const send = startBridge(win, { device: 'desktop', listPath: () => '/deposit', warn });
    for (const event of EVENTS) send(event);
    expect(posted).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/https:\/\/evil\.example.*CASHIER_MERCHANT_ORIGINS/);
  });

  it('obeys a command from the parent window at the allowlisted origin', () => {
    const { win, location, receive } = framedWindow(MERCHANT);
    startBridge(win, { device: 'desktop', listPath: () => '/withdrawal', warn: vi.fn() });
    receive(reinit);
    receive({ source: 'merchant', version: 1, type: 'setSessionId', sessionId: 's-2' });
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).toHaveBeenCalledWith('https://cashier.example/withdrawal?session_id=s-2&lang=en');
  });

  it('holds commands while a payment is on the wire and obeys them in one load once its answer is followed, a task later', async () => {
    vi.useFakeTimers();
    const { win, location, receive, submit } = framedWindow(MERCHANT);
    startBridge(win, { device: 'desktop', listPath: () => '/deposit', warn: vi.fn() });
    let answer = (): void => undefined;
    const settled = new Promise<void>((resolve) => (answer = resolve));
    submit(settled);
    receive(command({ type: 'setTheme', theme: 'dark' }));
    receive(command({ type: 'setLanguage', language: 'es' }));
    answer();
    await settled;
    // The answer's handlers (the status told, the next screen's address) run in its microtasks: the reload waits for them.
    expect(location.assign).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('https://cashier.example/deposit?session_id=s-1&lang=es&theme=dark');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('drops, saying why, the commands held for a payment whose answer left for a provider page, and any after', async () => {
    vi.useFakeTimers();
    const { win, location, receive, submit, leave } = framedWindow(MERCHANT);
    const warn = vi.fn();
    startBridge(win, { device: 'desktop', listPath: () => '/deposit', warn });
    const settled = Promise.resolve();
    submit(settled);
    receive(command({ type: 'setTheme', theme: 'dark' }));
    await settled;
    leave();
    await vi.runAllTimersAsync();
    receive(reinit);
    expect(location.assign).not.toHaveBeenCalled();
    expect(location.reload).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([text]) => String(text))).toEqual([
      expect.stringMatching(/^Cashier embedding: dropped setTheme: .*3-D Secure.*ready again/),
      expect.stringMatching(/^Cashier embedding: dropped reinit: /),
    ]);
  });

  it.each([
    ['another origin', reinit, 'https://evil.example', 'parent'],
    ['the right origin from another window', reinit, MERCHANT, 'other window'],
    ['an unknown type', { source: 'merchant', version: 1, type: 'eval' }, MERCHANT, 'parent'],
    ['an extra field', { ...reinit, url: 'https://evil.example' }, MERCHANT, 'parent'],
    ['an oversized message', { ...reinit, pad: 'x'.repeat(3000) }, MERCHANT, 'parent'],
  ])('drops %s: nothing changes, nothing is posted, one warning', (_, data, origin, from) => {
    const { win, posted, location, receive } = framedWindow(MERCHANT);
    const warn = vi.fn();
    startBridge(win, { device: 'desktop', listPath: () => '/deposit', warn });
    for (let i = 0; i < 3; i += 1) receive(data, origin, from === 'parent' ? win.parent : {});
    expect(location.reload).not.toHaveBeenCalled();
    expect(location.assign).not.toHaveBeenCalled();
    expect(posted).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('asks, once it listens, to be told again what went on the wire before its chunk loaded (cashier:bridge)', () => {
    const { win, dispatched } = framedWindow(MERCHANT);
    startBridge(win, { device: 'desktop', listPath: () => '/deposit', warn: vi.fn() });
    expect(dispatched).toEqual(['cashier:bridge']);
  });

  it('reads at most 20 messages a second from the parent', () => {
    const { win, location, receive } = framedWindow(MERCHANT);
    startBridge(win, { device: 'desktop', listPath: () => '/deposit', warn: vi.fn() });
    for (let i = 0; i < 50; i += 1) receive(reinit);
    expect(location.reload).toHaveBeenCalledTimes(20);
  });

  it('also posts to the native bridge of an app web view, with no parent frame', () => {
    const { win } = framedWindow(MERCHANT);
    const received: unknown[] = [];
    const app: BridgeWindow = { ...win, parent: undefined as unknown as BridgeWindow['parent'], CashierAndroid: { postMessage: (text) => void received.push(text) } };
    Object.assign(app, { parent: app });
    startBridge(app, { device: 'native_android', listPath: () => '/deposit', warn: vi.fn() })({ type: 'close' });
    expect(received).toEqual([JSON.stringify({ source: 'cashier', version: 1, type: 'close' })]);
  });

  it('starts telling the height once ready, rounded up, only when it changes', () => {
    const { win, posted } = framedWindow(MERCHANT);
    const observed: (() => void)[] = [];
    const Observer = class {
      constructor(callback: () => void) {
        observed.push(callback);
      }
      observe(): void {
        observed.forEach((callback) => callback());
      }
    };
    const send = startBridge({ ...win, ResizeObserver: Observer as unknown as typeof ResizeObserver }, { device: 'desktop', listPath: () => '/deposit', warn: vi.fn() });
    expect(observed).toEqual([]);
    send({ type: 'ready' });
    observed[0]?.();
    expect(posted.map(([message]) => message.type)).toEqual(['ready', 'height']);
    expect(posted[1]?.[0]).toEqual({ source: 'cashier', version: 1, type: 'height', height: 813 });
  });
});

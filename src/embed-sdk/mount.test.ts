// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cashierUrl, mount } from './mount.ts';
import type { CashierMessage } from '../embedding/protocol.ts';

const ORIGIN = 'https://cashier.example';
const height = (value: number): CashierMessage => ({ source: 'cashier', version: 1, type: 'height', height: value });

afterEach(() => {
  document.body.replaceChildren();
});

/** Dispatches a message event on the page as the browser would. */
function receive(data: unknown, origin: string, source: MessageEventSource | null): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

describe('cashierUrl', () => {
  it('opens the flow with the session and the chosen look, plus any start-up parameter', () => {
    expect(cashierUrl({ cashierOrigin: `${ORIGIN}/ignored/path`, sessionId: 's 1', flow: 'withdrawal', language: 'ar', theme: 'dark', params: { close_icon: 'true' } })).toBe(
      `${ORIGIN}/withdrawal?session_id=s+1&lang=ar&theme=dark&close_icon=true`,
    );
  });
});

describe('mount', () => {
  it('adds a frame that may ask for payment, titled for screen readers', () => {
    const cashier = mount(document.body, { cashierOrigin: ORIGIN, sessionId: 's-1' });
    expect(cashier.iframe.getAttribute('allow')).toBe('payment');
    expect(cashier.iframe.title).toBe('Cashier');
    expect(cashier.iframe.src).toBe(`${ORIGIN}/deposit?session_id=s-1`);
  });

  it('hears and sizes from its own frame at the cashier origin only', () => {
    const cashier = mount(document.body, { cashierOrigin: ORIGIN, sessionId: 's-1' });
    const heard: CashierMessage[] = [];
    cashier.on('height', (message) => heard.push(message));
    receive(height(300), ORIGIN, cashier.iframe.contentWindow);
    receive(height(999), 'https://evil.example', cashier.iframe.contentWindow);
    receive(height(998), ORIGIN, window);
    receive({ source: 'cashier', version: 2, type: 'height', height: 997 }, ORIGIN, cashier.iframe.contentWindow);
    expect(heard).toEqual([height(300)]);
    expect(cashier.iframe.style.height).toBe('300px');
  });

  it('sends commands to the cashier origin; a language as language-BRAND goes as its two letters, as the lang parameter', () => {
    const cashier = mount(document.body, { cashierOrigin: ORIGIN, sessionId: 's-1' });
    const frame = cashier.iframe.contentWindow;
    if (frame === null) throw new Error('the frame has no window');
    const post = vi.spyOn(frame, 'postMessage').mockImplementation(() => undefined);
    cashier.setLanguage('pt-BR');
    cashier.setLanguage('AR');
    cashier.setTheme('dark');
    expect(post.mock.calls).toEqual([
      [{ source: 'merchant', version: 1, type: 'setLanguage', language: 'pt' }, ORIGIN],
      [{ source: 'merchant', version: 1, type: 'setLanguage', language: 'ar' }, ORIGIN],
      [{ source: 'merchant', version: 1, type: 'setTheme', theme: 'dark' }, ORIGIN],
    ]);
  });

  it('stops a handler with off, and everything with destroy', () => {
    const cashier = mount(document.body, { cashierOrigin: ORIGIN, sessionId: 's-1' });
    const heard: string[] = [];
    const all = (message: CashierMessage): void => void heard.push(`*:${message.type}`);
    const ready = (): void => void heard.push('ready');
    cashier.on('*', all);
    cashier.on('ready', ready);
    receive({ source: 'cashier', version: 1, type: 'ready' }, ORIGIN, cashier.iframe.contentWindow);
    cashier.off('*', all);
    receive({ source: 'cashier', version: 1, type: 'ready' }, ORIGIN, cashier.iframe.contentWindow);
    const frame = cashier.iframe.contentWindow;
    cashier.destroy();
    receive({ source: 'cashier', version: 1, type: 'ready' }, ORIGIN, frame);
    expect(heard).toEqual(['*:ready', 'ready', 'ready']);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

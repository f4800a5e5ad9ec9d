import type { BrowserContext, Page } from 'playwright-core';

/** One message the cashier sent the app, as far as the tests read it. */
export interface NativeMessage {
  type: string;
  status?: string;
  url?: string;
}

/** A WKWebView's script message handler named cashier, as the iOS app injects it: keeps what the cashier sends. */
function recordNativeMessages(): void {
  const sent: unknown[] = [];
  Object.assign(window, { __native: sent, webkit: { messageHandlers: { cashier: { postMessage: (message: unknown) => sent.push(message) } } } });
}

/** Opens the context's pages as the iOS app's web view would (the page's address also needs `x-channel=ios`). */
export const inIosApp = async (context: BrowserContext): Promise<void> => void (await context.addInitScript(recordNativeMessages));

/** What the cashier has told the app so far, oldest first. */
export const nativeMessagesOf = (page: Page): Promise<NativeMessage[]> => page.evaluate(() => (window as unknown as { __native: NativeMessage[] }).__native);

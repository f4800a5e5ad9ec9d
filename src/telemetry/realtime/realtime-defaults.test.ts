import { describe, expect, it } from 'vitest';
import { websocketUrl } from './realtime-defaults.ts';

describe('websocketUrl', () => {
  it.each([
    ['/fixtures/realtime', 'http://127.0.0.1:5173/deposit?session_id=x', 'ws://127.0.0.1:5173/fixtures/realtime/connection/websocket'],
    ['https://rt.example/', 'https://cashier.example/deposit', 'wss://rt.example/connection/websocket'],
    ['wss://rt.example/base?x=1', 'https://cashier.example/', 'wss://rt.example/base/connection/websocket'],
  ])('%s on %s is %s', (host, page, url) => expect(websocketUrl(host, page)).toBe(url));

  it('refuses what is no http or websocket address', () => {
    expect(websocketUrl('ftp://rt.example', 'https://cashier.example/')).toBeNull();
    expect(websocketUrl('http://[bad', 'https://cashier.example/')).toBeNull();
  });
});

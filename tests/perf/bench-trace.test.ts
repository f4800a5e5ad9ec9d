import { describe, expect, it } from 'vitest';
import { formatSpan, resourceName, traceRows, traceTable, type PageTimings } from './bench-trace.ts';

const ORIGIN = 'http://127.0.0.1:4173';

describe('resourceName', () => {
  it.each([
    [`${ORIGIN}/api/cashier-service/v1.0/payments/groups/init?session_id=x`, 'init call'],
    [`${ORIGIN}/api/cashier-service/v1.0/payments/groups/101/select`, 'select call'],
    [`${ORIGIN}/api/cashier-service/v1.0/user-cards`, 'API call user-cards'],
    [`${ORIGIN}/assets/method-form-screen-DnYdRifJ.js`, 'method-form-screen.js'],
    [`${ORIGIN}/assets/config-context-ext53wcz-gO2jDbny.js`, 'config-context-ext53wcz.js'],
    [`${ORIGIN}/assets/error-popup-BsFNzYr-.js`, 'error-popup.js'],
    [`${ORIGIN}/assets/main-BA8uuoe8.css`, 'main.css'],
  ])('%s is %s', (url, name) => {
    expect(resourceName(url)).toBe(name);
  });
});

describe('formatSpan', () => {
  it.each([
    [{ start: 10.4, end: 99.6 }, '10-100'],
    [{ start: 412.2, end: 412.4 }, '412'],
  ])('%j reads %s', (span, text) => {
    expect(formatSpan(span)).toBe(text);
  });
});

describe('traceRows', () => {
  const timings: PageTimings = {
    html: { start: 0, end: 40 },
    domContentLoaded: 700,
    firstContentfulPaint: 880,
    resources: [
      { url: `${ORIGIN}/assets/method-form-screen-DnYdRifJ.js`, initiator: 'script', start: 720, end: 950, bytes: 54_886 },
      { url: `${ORIGIN}/assets/main-DUeqe4r5.js`, initiator: 'script', start: 60, end: 300, bytes: 0 },
      { url: `${ORIGIN}/api/cashier-service/v1.0/payments/groups/init?session_id=s`, initiator: 'fetch', start: 690, end: 800, bytes: 900 },
      { url: `${ORIGIN}/assets/card-logo-Ab12Cd34.svg`, initiator: 'img', start: 1300, end: 1350, bytes: 200 },
    ],
    frames: [
      {
        start: 300,
        end: 710,
        renderStart: 0,
        scripts: [
          { start: 310, end: 700, source: `${ORIGIN}/assets/main-DUeqe4r5.js`, invoker: `${ORIGIN}/assets/main-DUeqe4r5.js`, invokerType: 'module-script' },
          { start: 700, end: 705, source: `${ORIGIN}/assets/main-DUeqe4r5.js`, invoker: 'Response.json.then', invokerType: 'resolve-promise' },
        ],
      },
      {
        start: 1100,
        end: 1250,
        renderStart: 1200,
        scripts: [{ start: 1100, end: 1190, source: `${ORIGIN}/assets/main-DUeqe4r5.js`, invoker: 'MessagePort.onmessage', invokerType: 'event-listener' }],
      },
      { start: 1210, end: 1240, renderStart: 1235, scripts: [{ start: 1210, end: 1235, source: '', invoker: 'FrameRequestCallback', invokerType: 'user-callback' }] },
    ],
    renderedAt: 1190,
  };

  it('lists the load in time order, up to the moment the screen is usable', () => {
    expect(traceTable(traceRows(timings, 'card form', 1250))).toBe(
      [
        '| ms | what happens |',
        '| --- | --- |',
        '| 0-40 | HTML document |',
        '| 60-300 | main.js downloads (initiator script) |',
        '| 310-700 | main.js evaluates |',
        '| 690-800 | init call: request to answer |',
        '| 700 | DOMContentLoaded: the entry scripts have run |',
        '| 720-950 | method-form-screen.js downloads (53.6 KiB sent, initiator script) |',
        '| 880 | first contentful paint |',
        '| 1100-1190 | main.js runs MessagePort.onmessage |',
        '| 1190 | card form rendered (in the DOM) |',
        '| 1200-1250 | style, layout and paint |',
        '| 1210-1235 | injected script runs FrameRequestCallback |',
        '| 1250 | card form usable |',
      ].join('\n'),
    );
  });

  it('leaves out what starts after the screen is usable', () => {
    const rows = traceRows(timings, 'card form', 1000);
    expect(rows.at(-1)).toEqual({ start: 1000, end: 1000, what: 'card form usable' });
    expect(rows.some((row) => row.what.startsWith('card-logo'))).toBe(false);
  });

  it('has no rendered row when the control never entered the DOM before the reading', () => {
    const rows = traceRows({ ...timings, renderedAt: null, domContentLoaded: null, firstContentfulPaint: null }, 'list', 2000);
    expect(rows.filter((row) => row.start === row.end).map((row) => row.what)).toEqual(['list usable']);
  });
});

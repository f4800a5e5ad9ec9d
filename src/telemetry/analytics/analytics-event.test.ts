import { describe, expect, it } from 'vitest';
import { scrubJson } from '../scrub/scrub.ts';
import { analyticsEvent, type AnalyticsVisit } from './analytics-event.ts';

const visit: AnalyticsVisit = { session: 'a'.repeat(64), visitor: 'visitor-1', clickstreamId: 'cs-9', brand: 'brand0', language: 'en', platform: 'desktop' };
const place = { flow: 'deposit', category: 'depositForm' as const, path: '/deposit/card/', payGroupId: 101 };
const stamp = { analyticsSession: 's-1', sequence: 3, now: Date.UTC(2026, 0, 2, 3, 4, 5) };

describe('analytics events carry the common fields (spec sections 7 and 9)', () => {
  it('a screen view', () => {
    expect(analyticsEvent({ event: 'screen_view', screen: 'method page' }, visit, place, stamp)).toEqual({
      event: 'screen_view',
      screen: 'method page',
      session: visit.session,
      analytics_session: 's-1',
      visitor: 'visitor-1',
      clickstream_id: 'cs-9',
      brand: 'brand0',
      language: 'en',
      platform: 'desktop',
      flow: 'deposit',
      page_category: 'depositForm',
      path: '/deposit/card/',
      pay_group_id: 101,
      sequence: 3,
      time: '2026-01-02T03:04:05.000Z',
      tracker_version: '3.8.1',
    });
  });

  it('never carries a card number or the session id once scrubbed, wherever they slipped in', () => {
    const event = analyticsEvent({ event: 'amount_change', amount: '4111111111111111', currency: 'EUR' }, visit, { ...place, path: '/deposit/live-session-42/' }, stamp);
    const sent = JSON.stringify(scrubJson(event, { sessionId: 'live-session-42' }));
    expect(sent).not.toContain('4111111111111111');
    expect(sent).not.toContain('live-session-42');
    expect(sent).toContain('"tracker_version":"3.8.1"');
  });
});

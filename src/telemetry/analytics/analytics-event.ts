import type { PageCategory } from '../../../schemas/routes/classify-path.ts';
import { ANALYTICS_DEFAULTS } from './analytics-defaults.ts';

/** Spec section 7: the screens analytics report. */
export const ANALYTICS_SCREENS = ['homepage', 'method page', 'result page', 'payout entry', 'payout verification', 'carousel', 'QR display form'] as const;
export type AnalyticsScreenName = (typeof ANALYTICS_SCREENS)[number];

/** Who sends: the same for every event of a visit. The session id is never here, only its hash. */
export interface AnalyticsVisit {
  /** SHA-256 of the session id. */
  session: string;
  visitor: string;
  clickstreamId: string | null;
  brand: string;
  language: string;
  platform: string;
}

/** Where the user is when the event happens. */
export interface AnalyticsPlace {
  flow: string;
  category: PageCategory;
  /** The address's path, never its query (which holds the session id). */
  path: string;
  payGroupId: number | null;
}

/** What happened. */
export type AnalyticsAction =
  | { event: 'screen_view'; screen: AnalyticsScreenName; status?: string; action?: string }
  | { event: 'amount_change'; amount: string; currency: string | null };

/** One event as sent: the action, its place, and the fields every event carries (spec section 9: tracker version). */
export type AnalyticsEvent = AnalyticsAction & {
  session: string;
  analytics_session: string;
  visitor: string;
  clickstream_id: string | null;
  brand: string;
  language: string;
  platform: string;
  flow: string;
  page_category: PageCategory;
  path: string;
  pay_group_id: number | null;
  /** Place in this visit's events, so the receiver can put them in order. */
  sequence: number;
  time: string;
  tracker_version: string;
};

/** Builds an event with the common fields. */
export function analyticsEvent(action: AnalyticsAction, visit: AnalyticsVisit, place: AnalyticsPlace, stamp: { analyticsSession: string; sequence: number; now: number }): AnalyticsEvent {
  return {
    ...action,
    session: visit.session,
    analytics_session: stamp.analyticsSession,
    visitor: visit.visitor,
    clickstream_id: visit.clickstreamId,
    brand: visit.brand,
    language: visit.language,
    platform: visit.platform,
    flow: place.flow,
    page_category: place.category,
    path: place.path,
    pay_group_id: place.payGroupId,
    sequence: stamp.sequence,
    time: new Date(stamp.now).toISOString(),
    tracker_version: ANALYTICS_DEFAULTS.trackerVersion,
  };
}

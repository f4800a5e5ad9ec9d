import { describe, expect, it } from 'vitest';
import { parsePublication, parseRealtimeEvent } from './realtime-event.ts';

describe('realtime events, parsed where they enter', () => {
  it('keeps a notification whose categories are partly unknown (a newer server) on the known ones, with a note of the rest', () => {
    expect(parseRealtimeEvent('notification', { key: 'k', text: 'Hello', categories: ['main', 'betshop_deposit'] })).toEqual({
      event: { type: 'added', notification: { key: 'k', text: 'Hello', categories: ['main'], payGroupId: null } },
      note: 'notification k: unknown page categories left out of ["main","betshop_deposit"]',
    });
  });

  it('reads a notification with wire categories and a pay group', () => {
    expect(parseRealtimeEvent('notification', { key: 'k', text: 'Hello', categories: ['deposit_form', 'main'], payGroupId: 101 })).toEqual({
      event: { type: 'added', notification: { key: 'k', text: 'Hello', categories: ['depositForm', 'main'], payGroupId: 101 } },
    });
  });

  it.each([
    ['no text', { key: 'k', categories: ['main'] }],
    ['no known category', { key: 'k', text: 't', categories: ['depositForm'] }],
    ['a bad pay group', { key: 'k', text: 't', categories: ['main'], payGroupId: '101' }],
    ['no categories', { key: 'k', text: 't' }],
  ])('refuses a notification with %s', (_name, data) => expect(parseRealtimeEvent('notification', data)).toHaveProperty('problem'));

  it('reads removals and payment statuses', () => {
    expect(parseRealtimeEvent('notification_removed', { key: 'k' })).toEqual({ event: { type: 'removed', key: 'k' } });
    expect(parseRealtimeEvent('notifications_removed_all', null)).toEqual({ event: { type: 'removedAll' } });
    expect(parseRealtimeEvent('payment_status', { status: 'success' })).toEqual({ event: { type: 'paymentStatus', status: 'success', reason: null, decline: null } });
    expect(parseRealtimeEvent('payment_status', { status: 'done' })).toHaveProperty('problem');
    expect(parseRealtimeEvent('surprise', {})).toHaveProperty('problem');
  });

  it('reads a decline with its reason and decline data, named as the status call names them', () => {
    const data = { status: 'error', error_message: 'Insufficient funds', decline_sub_reason: 'insufficient_funds', comment: ' Call your bank. ' };
    expect(parseRealtimeEvent('payment_status', data)).toEqual({
      event: { type: 'paymentStatus', status: 'error', reason: 'Insufficient funds', decline: { subReason: 'insufficient_funds', comment: 'Call your bank.' } },
    });
    // Not text: no reason. Blank: no decline data. A success carries neither.
    expect(parseRealtimeEvent('payment_status', { status: 'error', error_message: 17, decline_sub_reason: ' ', comment: null })).toEqual({
      event: { type: 'paymentStatus', status: 'error', reason: null, decline: null },
    });
    expect(parseRealtimeEvent('payment_status', { ...data, status: 'success' })).toEqual({ event: { type: 'paymentStatus', status: 'success', reason: null, decline: null } });
  });

  it('reads a websocket publication as { event, data }', () => {
    expect(parsePublication({ event: 'payment_status', data: { status: 'error' } })).toEqual({ event: { type: 'paymentStatus', status: 'error', reason: null, decline: null } });
    expect(parsePublication({ status: 'error' })).toHaveProperty('problem');
  });
});

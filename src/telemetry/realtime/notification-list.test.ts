import { describe, expect, it } from 'vitest';
import { counterLabel, EMPTY_NOTIFICATIONS, reduceNotifications, type CashierNotification, type NotificationAction } from './notification-list.ts';

const note = (key: string, text = `text of ${key}`): CashierNotification => ({ key, text, categories: ['main'], payGroupId: null });
const play = (...actions: NotificationAction[]) => actions.reduce(reduceNotifications, EMPTY_NOTIFICATIONS);
const keys = (actions: NotificationAction[]) => play(...actions).items.map((item) => item.key);

describe('notifications: added, removed, all marked removed (spec section 4)', () => {
  it('adds in arrival order and replaces a known key in place', () => {
    const list = play({ type: 'added', notification: note('a') }, { type: 'added', notification: note('b') }, { type: 'added', notification: note('a', 'new') });
    expect(list.items.map((item) => [item.key, item.text])).toEqual([['a', 'new'], ['b', 'text of b']]);
  });

  it('removes one key', () => {
    expect(keys([{ type: 'added', notification: note('a') }, { type: 'added', notification: note('b') }, { type: 'removed', key: 'a' }])).toEqual(['b']);
  });

  it('never re-adds a removed key', () => {
    expect(keys([{ type: 'added', notification: note('a') }, { type: 'removed', key: 'a' }, { type: 'added', notification: note('a') }])).toEqual([]);
    expect(keys([{ type: 'removed', key: 'early' }, { type: 'added', notification: note('early') }])).toEqual([]);
  });

  it('marks all removed, and none of them comes back; a new key still does', () => {
    const list = play(
      { type: 'added', notification: note('a') },
      { type: 'added', notification: note('b') },
      { type: 'removedAll' },
      { type: 'added', notification: note('b') },
      { type: 'added', notification: note('c') },
    );
    expect(list.items.map((item) => item.key)).toEqual(['c']);
    expect(list.removed).toEqual(['a', 'b']);
  });
});

describe('counter (spec section 9: 99+)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [120, '99+'],
  ])('%i reads %s', (count, label) => expect(counterLabel(count)).toBe(label));
});

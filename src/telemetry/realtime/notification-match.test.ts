import { describe, expect, it } from 'vitest';
import type { CashierNotification } from './notification-list.ts';
import { notificationsOn, showsOn, type NotificationPage } from './notification-match.ts';

const note = (categories: CashierNotification['categories'], payGroupId: number | null = null): CashierNotification => ({ key: 'k', text: 't', categories, payGroupId });

describe('notifications show only on their page category and, on method forms, pay group (spec section 2)', () => {
  it.each<[string, CashierNotification, NotificationPage, boolean]>([
    ['its category', note(['main']), { category: 'main', payGroupId: null }, true],
    ['another category', note(['main']), { category: 'success', payGroupId: null }, false],
    ['one of several categories', note(['success', 'processing']), { category: 'processing', payGroupId: null }, true],
    ['a deposit form of its pay group', note(['depositForm'], 101), { category: 'depositForm', payGroupId: 101 }, true],
    ['a deposit form of another pay group', note(['depositForm'], 101), { category: 'depositForm', payGroupId: 102 }, false],
    ['a withdrawal form of another pay group', note(['withdrawalForm'], 7), { category: 'withdrawalForm', payGroupId: 8 }, false],
    ['every deposit form when it names no pay group', note(['depositForm']), { category: 'depositForm', payGroupId: 5 }, true],
    ['a page that is no method form, whatever the pay group', note(['main'], 101), { category: 'main', payGroupId: null }, true],
  ])('%s', (_name, notification, page, shown) => expect(showsOn(notification, page)).toBe(shown));

  it('keeps the arrival order of those it shows', () => {
    const items = [{ ...note(['main']), key: 'a' }, { ...note(['success']), key: 'b' }, { ...note(['main']), key: 'c' }];
    expect(notificationsOn(items, { category: 'main', payGroupId: null }).map((item) => item.key)).toEqual(['a', 'c']);
  });
});

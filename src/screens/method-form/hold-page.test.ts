// @vitest-environment jsdom
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { holdPageDuring, leftUnanswered } from './hold-page.ts';

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('holdPageDuring: a payment on the wire', () => {
  it('is remembered for its session while unanswered, so a reloaded page knows (leftUnanswered)', () => {
    void holdPageDuring('s1', new Promise(() => undefined));
    expect(leftUnanswered('s1')).toBe(true);
    expect(leftUnanswered('s2')).toBe(false);
  });

  it.each([
    ['answered', () => Promise.resolve('answer')],
    ['failed', () => Promise.reject(new Error('HTTP 500'))],
  ])('is forgotten once %s, in a later task (an unloading page runs none, so a call it cut off stays remembered)', async (_, work) => {
    vi.useFakeTimers();
    await holdPageDuring('s1', work()).catch(() => undefined);
    expect(leftUnanswered('s1')).toBe(true);
    vi.runAllTimers();
    expect(leftUnanswered('s1')).toBe(false);
  });

  it('tells the merchant bridge (cashier:submit), with what settles once the page is no longer held', async () => {
    const heard: Promise<unknown>[] = [];
    const listener = ({ detail }: WindowEventMap['cashier:submit']): void => void heard.push(detail);
    addEventListener('cashier:submit', listener);
    onTestFinished(() => removeEventListener('cashier:submit', listener));
    const held = holdPageDuring('s1', Promise.resolve('answer'));
    expect(heard).toEqual([held]);
    await expect(heard[0]).resolves.toBe('answer');
  });
});

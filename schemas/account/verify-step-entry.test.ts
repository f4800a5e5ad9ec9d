import { describe, expect, it } from 'vitest';
import { verifyStepAmount, verifyStepEntry, verifyStepOwner } from './verify-step-entry.ts';

const OWNER = verifyStepOwner('load-1', '«r3»');
const entry = (owner: string) => ({ background: '/withdrawal/bank_transfer/', owner });

describe('verifyStepEntry: whose verification step a history entry is', () => {
  it.each([
    ['the step this form opened', true, entry(OWNER), 'open'],
    ['a step opened before a reload (another page load)', true, entry(verifyStepOwner('load-0', '«r3»')), 'interrupted'],
    ['a step opened by an earlier mount of the form', true, entry(verifyStepOwner('load-1', '«r1»')), 'interrupted'],
    ['the form itself, no step open', false, null, 'none'],
    ['the step address with no entry state (a typed address)', true, null, 'none'],
    ["another widget's overlay entry", true, entry('phone'), 'none'],
    ['the form, its entry left by the step', false, entry(OWNER), 'none'],
  ] as const)('%s', (_name, atStep, overlay, expected) => {
    expect(verifyStepEntry(atStep, overlay, OWNER)).toBe(expected);
  });

  it('names one owner per page load and mount', () => {
    expect(new Set([verifyStepOwner('a', '1'), verifyStepOwner('a', '2'), verifyStepOwner('b', '1')]).size).toBe(3);
  });
});

describe('verifyStepAmount: the amount a verification step kept for the form drawn afresh under it', () => {
  it.each([
    ['the amount typed', { ...entry(OWNER), amount: '300' }, '300'],
    ['with decimals, as typed', { ...entry(OWNER), amount: '1500.50' }, '1500.50'],
    ['a step of another page load (the reload)', { ...entry(verifyStepOwner('load-0', '«r3»')), amount: '300' }, '300'],
    ['a step opened with no amount', entry(OWNER), null],
    ['an amount that is no decimal', { ...entry(OWNER), amount: '3e2; <b>' }, null],
    ['zero', { ...entry(OWNER), amount: '0' }, null],
    ['a number, not the typed text', { ...entry(OWNER), amount: 300 }, null],
    ["another overlay's entry", { ...entry('phone'), amount: '300' }, null],
    ['no entry state', null, null],
    ['an entry state that is no object', 'verifyAccount:x', null],
  ] as const)('%s', (_name, state, expected) => {
    expect(verifyStepAmount(state)).toBe(expected);
  });
});

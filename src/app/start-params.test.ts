import { describe, expect, it } from 'vitest';
import { readStartParams } from './start-params.ts';

describe('readStartParams', () => {
  it.each([
    ['session_id', '/deposit', '?session_id=s1', 's1'],
    ['cashier_session_id as fallback', '/deposit', '?cashier_session_id=s2', 's2'],
    ['the last path segment on the 3DS page', '/3ds_result/s3', '', 's3'],
    ['nothing', '/deposit', '', null],
  ])('takes the session from %s', (_, path, search, expected) => {
    expect(readStartParams(path, search).sessionId).toBe(expected);
  });

  it('cuts lang=ar-XX to two letters and lays Arabic out right to left', () => {
    expect(readStartParams('/deposit', '?lang=ar-XX')).toMatchObject({ language: 'ar', dir: 'rtl' });
  });

  it('keeps only session, lang, theme, dir, request_timeout and fault for links, never other parameters', () => {
    expect(readStartParams('/deposit', '?session_id=s&theme=dark&card=4111&dir=rtl&fault=submit:500').carriedQuery).toBe(
      '?session_id=s&theme=dark&dir=rtl&fault=submit%3A500',
    );
  });

  it.each([
    ['5000', 5000],
    ['500', null],
    ['abc', null],
    ['120001', null],
  ])('reads request_timeout=%s as %s', (value, expected) => {
    expect(readStartParams('/deposit', `?request_timeout=${value}`).requestTimeoutMs).toBe(expected);
  });
});

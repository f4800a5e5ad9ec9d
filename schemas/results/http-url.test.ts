import { describe, expect, it } from 'vitest';
import { httpUrlOf } from './http-url.ts';

const BASE = 'https://cashier.example/deposit/card/';

describe('httpUrlOf (only http(s) URLs are followed)', () => {
  it.each([
    ['https://merchant.example/back', 'https://merchant.example/back'],
    ['http://127.0.0.1:4174/deposit/success', 'http://127.0.0.1:4174/deposit/success'],
    ['/payments/status/paysafecard', 'https://cashier.example/payments/status/paysafecard'],
    ['//issuer.example/acs', 'https://issuer.example/acs'],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>1</script>', null],
    ['blob:https://cashier.example/x', null],
    ['ftp://files.example/x', null],
    ['http://', null],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (value, expected) => {
    expect(httpUrlOf(value, BASE)?.href ?? null).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { withFileName } from './data-url.ts';

describe('withFileName (the upload value format)', () => {
  it.each([
    ['data:application/pdf;base64,JVBERi0=', 'statement.pdf', 'data:application/pdf;name=statement.pdf;base64,JVBERi0='],
    ['data:;base64,TVo=', 'a;b,c.png', 'data:application/octet-stream;name=a%3Bb%2Cc.png;base64,TVo='],
    ['not a data url', 'x.pdf', 'not a data url'],
  ])('%s named %s -> %s', (dataUrl, name, expected) => {
    expect(withFileName(dataUrl, name)).toBe(expected);
  });
});

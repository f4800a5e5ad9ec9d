import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size.ts';

describe('formatFileSize (binary steps)', () => {
  it.each([
    [0, '0 B'],
    [5, '5 B'],
    [1536, '1.5 KB'],
    [20_971_520, '20 MB'],
    [22_020_096, '21 MB'],
    [-1, '0 B'],
  ])('%i bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { lineAndColumn, parseSource } from './parse-source.ts';

describe('parseSource', () => {
  it('parses JSON', () => {
    expect(parseSource('[{"type":"input"}]')).toEqual({ ok: true, value: [{ type: 'input' }] });
  });

  it.each([
    ['a stray comma on line 2', '[\n  {"type": "input"},\n]', 3, 1],
    ['a missing quote', '[{"type: "input"}]', 1, 11],
    ['an unexpected end', '[{"type": "input"', 1, 18],
  ])('names the line and column of %s', (_case, text, line, column) => {
    const parsed = parseSource(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toMatchObject({ line, column });
    expect(parsed.error.message).not.toBe('');
  });
});

describe('lineAndColumn', () => {
  it.each([
    [0, 1, 1],
    [3, 1, 4],
    [4, 2, 1],
    [6, 2, 3],
  ])('offset %i is line %i column %i of "abc\\ndef"', (offset, line, column) => {
    expect(lineAndColumn('abc\ndef', offset)).toEqual({ line, column });
  });
});

describe('parseSource positions where V8 names none', () => {
  it.each([
    ['[1, 2,]', 6],
    ['{"a": tru}', 9],
    ['[1 2]', 3],
    ['', 0],
  ])('%j fails at offset %i', (text, position) => {
    const parsed = parseSource(text);
    expect(parsed.ok ? null : parsed.error.position).toBe(position);
  });
});

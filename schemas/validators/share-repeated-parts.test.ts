import { describe, expect, it } from 'vitest';
import { shareRepeatedParts } from './share-repeated-parts.ts';

const item = { type: 'object', properties: { id: { type: 'integer' } } };
const list = { type: 'array', items: item };
const nullable = { type: ['string', 'null'] };

describe('shareRepeatedParts', () => {
  it('makes a part two schemas hold one shared schema, referenced from both', () => {
    const { schemas, parts } = shareRepeatedParts({
      a: { type: 'object', properties: { list, note: nullable } },
      b: { type: 'object', properties: { other: list, note: nullable } },
    });
    expect([...parts]).toEqual([['shared0', list]]);
    expect(schemas).toEqual({
      a: { type: 'object', properties: { list: { $ref: 'shared0' }, note: nullable } },
      b: { type: 'object', properties: { other: { $ref: 'shared0' }, note: nullable } },
    });
  });

  it('shares parts found in anyOf, oneOf and items, and parts nested in a shared part when used elsewhere too', () => {
    const { schemas, parts } = shareRepeatedParts({
      a: { anyOf: [{ type: 'null' }, item] },
      b: { oneOf: [list] },
    });
    expect([...parts]).toEqual([['shared0', item]]);
    expect(schemas).toEqual({
      a: { anyOf: [{ type: 'null' }, { $ref: 'shared0' }] },
      b: { oneOf: [{ type: 'array', items: { $ref: 'shared0' } }] },
    });
  });

  it('leaves parts used once, and small repeated parts without properties, inline', () => {
    const input = { a: { type: 'object', properties: { list, x: nullable, y: nullable } } };
    expect(shareRepeatedParts(input)).toEqual({ schemas: input, parts: new Map() });
  });

  it('keeps equal but distinct objects apart: only the same object is one part', () => {
    const input = { a: { properties: { x: { ...item } } }, b: { properties: { x: { ...item } } } };
    expect(shareRepeatedParts(input).parts.size).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { inlineSchemaValues } from './inline-schema-values.ts';

const GENERATED = [
  'export const validate = validate10;',
  'const schema7 = {"type":"object","properties":{"label":{"type":["string","null"]},"kind":{"enum":["a","b"]},"a-b":{"type":"integer"}}};',
  'const schema8 = {"type":"array"};',
  'function validate10(data) {',
  '  const err0 = {keyword:"type",params:{type: schema7.properties.label.type}};',
  '  const err1 = {keyword:"enum",params:{allowedValues: schema7.properties.kind.enum}};',
  '  const err2 = {keyword:"type",params:{type: schema7.properties["a-b"].type}};',
  '  return validate10.evaluated = schema8;',
  '}',
].join('\n');

describe('inlineSchemaValues (the schema constants of ajv\'s standalone code)', () => {
  const inlined = inlineSchemaValues(GENERATED);

  it('writes each value a path reads in its place, and drops a constant read nowhere else', () => {
    expect(inlined).toContain('params:{type: ["string","null"]}');
    expect(inlined).toContain('params:{allowedValues: ["a","b"]}');
    expect(inlined).toContain('params:{type: "integer"}');
    expect(inlined).not.toContain('schema7');
  });

  it('keeps a constant that code reads as a whole', () => {
    expect(inlined).toContain('const schema8 = {"type":"array"};');
    expect(inlined).toContain('validate10.evaluated = schema8;');
  });

  it('fails the build rather than write undefined for a path its schema lacks', () => {
    expect(() => inlineSchemaValues(GENERATED.replace('properties.label.type', 'properties.missing.type'))).toThrow(/schema7\.properties\.missing\.type/);
  });
});

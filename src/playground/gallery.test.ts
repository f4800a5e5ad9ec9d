import { describe, expect, it } from 'vitest';
import { compileForm } from '../../schemas/compiler/compile-form.ts';
import { fieldTypes } from '../../field-widgets/registry.ts';
import { galleryParameters, sampleOf } from './gallery.ts';
import { DEFAULT_CONTEXT, formContextOf } from './form-context.ts';
import { GALLERY_PRESET, PRESETS } from './presets.ts';

describe('the gallery preset', () => {
  const form = compileForm(galleryParameters(), formContextOf(DEFAULT_CONTEXT), fieldTypes);

  it('compiles one field per registered field type, with no problem', () => {
    expect(form.problems).toEqual([]);
    expect(form.fields).toHaveLength(Object.keys(fieldTypes).length);
  });

  it('gives every field a human label, not its name', () => {
    for (const [name, property] of Object.entries(form.schema.properties)) expect(property.title, name).not.toBe(name);
  });

  it('shows a type added to the registry later with a generic labelled parameter', () => {
    expect(sampleOf('crypto_wallet')).toEqual([{ name: 'gallery_crypto_wallet', type: 'crypto_wallet', label: 'Crypto wallet' }]);
  });

  it('comes first among the presets, followed by the recorded method forms', () => {
    expect(PRESETS[0]?.id).toBe(GALLERY_PRESET);
    expect(PRESETS.some((preset) => preset.id === 'deposit-card-success:101')).toBe(true);
  });
});

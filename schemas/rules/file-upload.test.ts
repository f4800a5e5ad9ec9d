import { describe, expect, it } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { ERROR_KEYS } from './error-keys.ts';
import { UPLOAD_MAX_BYTES, readDataUrl, rule, uploadFailure } from './file-upload.ts';

const pdf = 'data:application/pdf;name=statement.pdf;base64,JVBERi0=';

describe('file upload rule', () => {
  ruleContract(rule, [
    { name: 'a small pdf', value: pdf, param: true, error: null },
    { name: 'a png without a name', value: 'data:image/png;base64,iVBORw==', param: true, error: null },
    { name: 'an exe', value: 'data:application/octet-stream;name=run.exe;base64,TVo=', param: true, error: ERROR_KEYS.UPLOAD_ERROR },
    { name: 'no data URL', value: 'statement.pdf', param: true, error: ERROR_KEYS.UPLOAD_ERROR },
  ]);

  it.each([
    [{ name: 'scan.HEIC', mime: 'image/heic', bytes: UPLOAD_MAX_BYTES }, null],
    [{ name: 'scan.jpg', mime: 'image/jpeg', bytes: UPLOAD_MAX_BYTES + 1 }, ERROR_KEYS.UPLOAD_LIMIT],
  ])('gives %j the key %s', (file, key) => {
    expect(uploadFailure(file)?.key ?? null).toBe(key);
  });

  it('reads the name and decoded size of a data URL', () => {
    expect(readDataUrl(pdf)).toEqual({ name: 'statement.pdf', mime: 'application/pdf', bytes: 5 });
  });
});

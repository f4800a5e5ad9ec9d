import { describe, expect, it } from 'vitest';
import { ruleContract } from '../validators/rule-contract.ts';
import { ERROR_KEYS } from './error-keys.ts';
import { UPLOAD_MAX_BYTES, rule, uploadFailure } from './file-upload.ts';

describe('file upload rule', () => {
  ruleContract(rule, [
    { name: 'a stored document id', value: 'doc_58e1a0', param: true, error: null },
    { name: 'a numeric id as text', value: '184320', param: true, error: null },
    { name: 'a data URL: file content never travels in the form', value: 'data:application/pdf;name=a.pdf;base64,JVBERi0=', param: true, error: ERROR_KEYS.UPLOAD_ERROR },
    { name: 'a data URL in capitals', value: 'DATA:image/png;base64,iVBORw==', param: true, error: ERROR_KEYS.UPLOAD_ERROR },
  ]);

  it.each([
    [{ name: 'scan.HEIC', mime: 'image/heic', bytes: UPLOAD_MAX_BYTES }, null],
    [{ name: 'scan.jpg', mime: 'image/jpeg', bytes: UPLOAD_MAX_BYTES + 1 }, ERROR_KEYS.UPLOAD_LIMIT],
    [{ name: 'receipt', mime: 'application/pdf', bytes: 10 }, null],
    [{ name: 'run.exe', mime: 'application/x-msdownload', bytes: 10 }, ERROR_KEYS.UPLOAD_ERROR],
    [{ name: 'photo.gif', mime: 'image/gif', bytes: 10 }, ERROR_KEYS.UPLOAD_ERROR],
  ])('gives %j the key %s', (file, key) => {
    expect(uploadFailure(file)?.key ?? null).toBe(key);
  });
});

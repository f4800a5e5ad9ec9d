import { describe, expect, it, vi } from 'vitest';
import { failedModuleAddress, retryImport } from './retry-import.ts';

const CHUNK = 'https://cashier.example/assets/file-upload-D5W2Gy7k.js';
const wrapped = (message: string): Error => new Error('failed', { cause: new TypeError(message) });

describe('failedModuleAddress', () => {
  it.each([
    ['Chromium', new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`), CHUNK],
    ['Firefox', new TypeError(`error loading dynamically imported module: ${CHUNK}`), CHUNK],
    ['a loader that wrapped it (ChunkLoadError)', wrapped(`Failed to fetch dynamically imported module: ${CHUNK}`), CHUNK],
    ['an earlier retry (its query left out)', new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}?retry=1`), CHUNK],
    ['Safari, which names no address', new TypeError('Importing a module script failed.'), null],
    ['a stylesheet', new Error('Unable to preload CSS for https://cashier.example/assets/phone-x.css'), null],
    ['no error', 'Failed to fetch dynamically imported module: ' + CHUNK, null],
  ])('%s', (_, error, address) => {
    expect(failedModuleAddress(error)).toBe(address);
  });

  it('stops on a cause that loops', () => {
    const looping = new Error('outer');
    Object.defineProperty(looping, 'cause', { value: looping });
    expect(failedModuleAddress(looping)).toBeNull();
  });
});

describe('retryImport', () => {
  it('tries `load` again where the error names no address', () => {
    const load = (): Promise<string> => Promise.resolve('module');
    expect(retryImport(load, new TypeError('Importing a module script failed.'), 1)).toBe(load);
  });

  it('imports the named script itself, not through `load` (the browser test sees it fetched at ?retry=n)', async () => {
    const load = vi.fn((): Promise<string> => Promise.resolve('module'));
    const error = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:1/assets/gone.js');
    // Node's loader refuses an http: address, which a browser fetches.
    await expect(retryImport(load, error, 2)()).rejects.toThrow();
    expect(load).not.toHaveBeenCalled();
  });
});

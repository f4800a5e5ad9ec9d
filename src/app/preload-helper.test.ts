// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { __vitePreload } from './preload-helper.ts';

const linksOf = (rel: string): string[] => [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => new URL((link as HTMLLinkElement).href).pathname);
const stylesheet = (path: string): HTMLLinkElement => {
  const link = document.head.querySelector(`link[rel="stylesheet"][href$="${path}"]`);
  if (!(link instanceof HTMLLinkElement)) throw new Error(`no stylesheet ${path}`);
  return link;
};

afterEach(() => document.head.replaceChildren());

describe('the preload helper around each lazy import()', () => {
  it('runs the chunk only once its stylesheet has loaded, and fetches its static imports beside it', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const loading = __vitePreload(load, ['assets/form.css', 'assets/form-common.js']);
    expect(linksOf('stylesheet')).toEqual(['/assets/form.css']);
    expect(linksOf('modulepreload')).toEqual(['/assets/form-common.js']);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    stylesheet('/assets/form.css').dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe('module');
    expect(load).toHaveBeenCalledOnce();
  });

  it('rejects, without running the chunk, when a stylesheet cannot load', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const loading = __vitePreload(load, ['assets/form.css']);
    stylesheet('/assets/form.css').dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(`Unable to preload CSS for ${new URL('/assets/form.css', document.baseURI).href}`);
    expect(load).not.toHaveBeenCalled();
  });

  it('links a file once: a second import waits for the same stylesheet, a file the page links already is not linked again', async () => {
    const preloaded = document.createElement('link');
    preloaded.rel = 'modulepreload';
    preloaded.href = '/assets/form-common.js';
    document.head.append(preloaded);
    const first = __vitePreload(() => Promise.resolve(1), ['assets/form.css', 'assets/form-common.js']);
    const second = __vitePreload(() => Promise.resolve(2), ['assets/form.css']);
    expect(linksOf('stylesheet')).toEqual(['/assets/form.css']);
    expect(linksOf('modulepreload')).toEqual(['/assets/form-common.js']);
    stylesheet('/assets/form.css').dispatchEvent(new Event('load'));
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    await expect(__vitePreload(() => Promise.resolve(3), ['assets/form.css'])).resolves.toBe(3);
    expect(linksOf('stylesheet')).toEqual(['/assets/form.css']);
  });

  it('runs a chunk without dependencies at once', async () => {
    await expect(__vitePreload(() => Promise.resolve('module'))).resolves.toBe('module');
    expect(document.head.children).toHaveLength(0);
  });
});

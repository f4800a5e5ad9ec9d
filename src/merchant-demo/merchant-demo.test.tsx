import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGES } from '../i18n/language.ts';
import { MerchantDemo } from './merchant-demo.tsx';

describe('MerchantDemo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers every language the cashier has texts for', () => {
    vi.stubGlobal('window', { location: { origin: 'http://127.0.0.1:4174' } });
    const html = renderToStaticMarkup(<MerchantDemo cashierOrigin="http://127.0.0.1:5173" scenarios={[{ name: 'deposit-card-success', flow: 'deposit' }]} />);
    const languageSelect = /Language<select[^>]*>(.*?)<\/select>/.exec(html)?.[1] ?? '';
    const offered = [...languageSelect.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map(([, language]) => language);
    expect(offered).toEqual([...LANGUAGES]);
    expect(offered).toHaveLength(12);
  });
});

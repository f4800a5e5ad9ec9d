import { describe, expect, it } from 'vitest';
import { iconName, iconUrl } from './icon-url.ts';

const ASSETS = 'https://cdn.example/cashier/icons';

describe('iconUrl', () => {
  it.each([
    ['a name', 'visa.svg', ASSETS, 'https://cdn.example/cashier/icons/visa.svg'],
    ['a path below the host', 'methods/visa.svg', `${ASSETS}/`, 'https://cdn.example/cashier/icons/methods/visa.svg'],
    ['a root path on the assets host', '/logos/visa.svg', ASSETS, 'https://cdn.example/logos/visa.svg'],
    ['an absolute URL on the assets host', 'https://cdn.example/x.svg', ASSETS, 'https://cdn.example/x.svg'],
    ['another host', 'https://tracker.example/x.svg', ASSETS, null],
    ['a protocol-relative other host', '//tracker.example/x.svg', ASSETS, null],
    ['a script URL', 'javascript:alert(1)', ASSETS, null],
    ['a data URL', 'data:image/svg+xml,<svg/>', ASSETS, null],
    ['no logo', null, ASSETS, null],
    ['a blank logo', '  ', ASSETS, null],
    ['no assets host', 'visa.svg', undefined, null],
  ])('%s', (_, logo, assets, url) => {
    expect(iconUrl(logo, assets)).toBe(url);
  });

  it('names an icon by its last segment', () => {
    expect(iconName('https://cdn.example/a/e-wallet.svg')).toBe('e-wallet.svg');
  });
});

/**
 * A method's icon from the assets host (its own chunk, fetched by the list once it renders): the image, and whether
 * a right-to-left page draws it mirrored. Null: the placeholder stays.
 */
import { readRuntimeConfig, type RuntimeConfig } from '../app/runtime-config.ts';
import { iconName, iconUrl } from './icon-url.ts';
import { loadIcon } from './load-icon.ts';
import { rtlIcons } from './rtl-icons.ts';

export interface MethodIcon {
  readonly src: string;
  readonly mirrored: boolean;
}

let config: RuntimeConfig | undefined;

export async function methodIcon(logo: string, dir: 'ltr' | 'rtl'): Promise<MethodIcon | null> {
  config ??= readRuntimeConfig(document);
  // A path on the cashier's own origin is a valid assets host too.
  const assetsUrl = config.assetsUrl === undefined ? undefined : new URL(config.assetsUrl, document.baseURI).href;
  const url = iconUrl(logo, assetsUrl);
  if (url === null || assetsUrl === undefined) return null;
  const [src, mirroredNames] = await Promise.all([loadIcon(url), dir === 'rtl' ? rtlIcons(assetsUrl) : new Set<string>()]);
  return src === null ? null : { src, mirrored: mirroredNames.has(iconName(url)) };
}

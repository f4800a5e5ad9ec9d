/** The runtime configuration's meta tag (runtime-config.ts RUNTIME_CONFIG_META, checked equal by the test). */
const CONFIG_META = 'cashier-config';

/**
 * The runtime configuration's wagerBrands alone, for the withdrawal method list. runtime-config.ts checks the whole
 * configuration (and warns once) where the rest is read; importing it here would put all of it on the list's first path.
 */
export function readWagerBrands(doc: Pick<Document, 'querySelector'>): string[] {
  let json: unknown;
  try {
    json = JSON.parse(doc.querySelector(`meta[name="${CONFIG_META}"]`)?.getAttribute('content') ?? '');
  } catch {
    return [];
  }
  const brands: unknown = typeof json === 'object' && json !== null ? Reflect.get(json, 'wagerBrands') : undefined;
  return Array.isArray(brands) ? brands.filter((brand): brand is string => typeof brand === 'string') : [];
}

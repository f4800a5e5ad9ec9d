/**
 * The realtime and analytics hosts of the page's configuration (the `cashier-config` meta tag's JSON). Read with
 * JSON.parse alone: the configuration's parser (runtime-config.ts) lives in the merchant bridge's chunk, and importing
 * it from a second lazy chunk would move it onto the first paths. A host that is no string counts as none; the bridge
 * reports a malformed configuration.
 */
export function liveHosts(content: string): { realtimeUrl: string | undefined; analyticsUrl: string | undefined } {
  let config: unknown;
  try {
    config = JSON.parse(content);
  } catch {
    config = null;
  }
  const host = (key: string): string | undefined => {
    const value: unknown = typeof config === 'object' && config !== null ? Reflect.get(config, key) : undefined;
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  return { realtimeUrl: host('realtimeUrl'), analyticsUrl: host('analyticsUrl') };
}

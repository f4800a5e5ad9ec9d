import { useBrowserLocation } from 'wouter/use-browser-location';

/**
 * The path wouter matches, given the browser's (percent-encoded) one. wouter runs decodeURI on the path before
 * matching: that leaves `%2F` but turns `%25` into `%`, so a parameter holding `%` could not be read back. Escaping
 * every `%` first makes its decodeURI the identity: routes match the address as built, and decodeRouteParam reads each
 * parameter exactly once.
 */
export function routerPath(pathname: string): string {
  return pathname.replace(/%/g, '%25');
}

/** wouter's browser location hook, on routerPath. */
export function useRouterLocation(): ReturnType<typeof useBrowserLocation> {
  const [path, navigate] = useBrowserLocation();
  return [routerPath(path), navigate];
}

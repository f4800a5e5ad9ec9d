/** The events the browser and wouter's browser location fire when the address changes. */
export const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState'] as const;

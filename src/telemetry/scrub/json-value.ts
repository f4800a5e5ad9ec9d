/** Any JSON value: what the scrubber walks, and what a recorded scenario body holds. */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * Stands in for rjsf's findSchemaDefinition module ($ref lookup with its JSON pointers) in production builds. With
 * retrieveSchema and the rest standing in, rjsf reaches it only for a `$ref` (a uiSchema's `ui:definitions`) or a
 * draft 2020-12 schema (`$schema`), and no compiled form or uiSchema carries either (rjsf-slim.test.ts and
 * rjsf-slim-props.test.tsx check). ~0.7 KB gzip leave the card form's path, jsonpointer with it.
 */
import { standsAside } from './stands-aside.ts';

const unsupported = standsAside('$ref resolution');
export { unsupported as default, unsupported as makeAllReferencesAbsolute };

import isObject from '@rjsf/utils/lib/isObject.js';
import type { StrictRJSFSchema } from '@rjsf/utils';
import { standsAside } from './stands-aside.ts';

/**
 * Stands in for rjsf's retrieveSchema module in production builds. rjsf resolves $ref, allOf, dependencies,
 * if/then/else, patternProperties and additionalProperties there; a schema with none of them (every compiled form:
 * rjsf-slim.test.ts checks each keyword) comes back as the very same object, and a non-object as `{}`, which is all
 * this does. ~1.6 KB gzip (with the $ref resolver it pulls in) leave the card form's path.
 */
export default function retrieveSchema<S extends StrictRJSFSchema>(_validator: unknown, schema: S): S {
  return isObject(schema) ? schema : ({} as S);
}

/** rjsf's internal form of retrieveSchema: every resolved alternative, here always the one schema. */
export function retrieveSchemaInternal<S extends StrictRJSFSchema>(validator: unknown, schema: S): S[] {
  return [retrieveSchema(validator, schema)];
}

/** Imported beside retrieveSchema by rjsf modules for features the compiled forms never use (dependencies, anyOf). */
const unsupported = standsAside('resolving dependencies, anyOf/oneOf or $ref');
export { unsupported as resolveDependencies, unsupported as resolveAllReferences, unsupported as resolveAnyOrOneOfSchemas, unsupported as relaxOptionsForScoring };

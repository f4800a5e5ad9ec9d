/**
 * Stands in for rjsf's allOf merger (@x0k/json-schema-merge). The form compiler never emits `allOf` (a property test in
 * schemas/compiler checks it), so merging has nothing to do, and ~4 KB gzip leave the card form's path. A schema that
 * did carry allOf is returned as is rather than merged wrongly.
 */
export default function shallowAllOfMerge<T>(schema: T): T {
  return schema;
}

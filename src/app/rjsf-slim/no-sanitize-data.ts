/**
 * Stands in for rjsf's sanitizeDataForNewSchema in production builds. rjsf's Form sanitizes the data after a change
 * only when the schema it retrieved for the data differs from the one before for the same form, or the form hides a
 * conditional in a field (schemaHasNestedConditional). A compiled form has neither: no dependencies or if/then/else
 * anywhere, so its retrieved schema is the form's own (rjsf-slim.test.ts checks both), and there is never anything to
 * drop. ~0.6 KB gzip leave the card form's path.
 */
export default function sanitizeDataForNewSchema(_validator: unknown, _rootSchema: unknown, _newSchema: unknown, _oldSchema: unknown, data: unknown): unknown {
  return data;
}

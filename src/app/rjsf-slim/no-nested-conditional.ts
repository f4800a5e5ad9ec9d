/**
 * Stands in for rjsf's schemaHasNestedConditional in production builds: whether a field of the form hides a
 * `dependencies` or `if`, for which rjsf's Form sanitizes the data on each change. A compiled form never carries
 * either (rjsf-slim.test.ts checks every form, and that rjsf's own function answers false on each). ~0.3 KB gzip
 * leave the card form's path, with the $ref lookup it needed.
 */
export default function schemaHasNestedConditional(): boolean {
  return false;
}

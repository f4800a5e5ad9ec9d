/**
 * Stands in for rjsf's optionsList (the choices of a schema's enum, oneOf or anyOf): a compiled form's properties have
 * none (rjsf-slim.test.ts checks every compiled form; a select's choices travel in its ui:options), so rjsf's string
 * field never asks (isSelect is false) and its boolean field builds yes and no itself. ~0.2 KB gzip off the card form's path.
 */
export default function noOptionsList(): undefined {
  return undefined;
}

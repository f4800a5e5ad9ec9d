/**
 * Stands in for fast-uri, which react-jsonschema-form imports only to resolve `$ref`s against `$id`s in 2019-09 and
 * 2020-12 schema bundles. The compiled cashier forms never carry `$ref` or `$id`, so the browser's URL parser is all
 * that is needed, and ~8 KB gzip leave the card form's path.
 */
function resolve(base: string, reference: string): string {
  try {
    return new URL(reference, base).href;
  } catch {
    return reference;
  }
}

function normalise(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function equal(first: string, second: string): boolean {
  return normalise(first) === normalise(second);
}

export default { resolve, equal };

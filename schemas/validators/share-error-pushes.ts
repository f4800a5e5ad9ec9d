/**
 * ajv's standalone code records each failed check with the same eight lines: an error object, then pushing it onto
 * `vErrors` (or starting the list) and counting it. The init answer's validator repeats them 137 times. An error at
 * the validated value itself names `instancePath` in shorthand.
 */
const ERROR_PUSH = /const (err\d+) = \{instancePath(?::(.*?))?,schemaPath:"",keyword:("[^"\n]*"),params:((?:(?!,message:).)*)\};\nif\(vErrors === null\)\{\nvErrors = \[\1\];\n\}\nelse \{\nvErrors\.push\(\1\);\n\}\nerrors\+\+;/g;

/** The helper each recording calls instead; the error objects are those ajv builds, field for field. */
const PUSH_ERROR = `function pushError(list, instancePath, keyword, params) {
const error = {instancePath, schemaPath: "", keyword, params};
if (list === null) return [error];
list.push(error);
return list;
}`;

/**
 * Each of those recordings becomes one call of a shared helper (`vErrors = pushError(vErrors, ...)`), ~0.25 KiB gzip
 * off the init answer's validator. A recording of another shape (an error with a message, the form's rules) stays.
 */
export function shareErrorPushes(source: string): string {
  let shared = false;
  const compact = source.replace(ERROR_PUSH, (_recording, _name, instancePath: string | undefined, keyword: string, params: string) => {
    shared = true;
    return `vErrors = pushError(vErrors, ${instancePath ?? 'instancePath'}, ${keyword}, ${params});\nerrors++;`;
  });
  return shared ? `${PUSH_ERROR}\n${compact}` : compact;
}

/** Whether a method form has any server pattern to check: a field's regexp or the method's amount pattern. */
export function carriesPatterns(parameters: unknown, amountPattern: string | null | undefined): boolean {
  const given = (source: unknown): boolean => typeof source === 'string' && source.trim() !== '';
  if (given(amountPattern)) return true;
  return Array.isArray(parameters) && parameters.some((param: unknown) => typeof param === 'object' && param !== null && given(Reflect.get(param, 'regexp')));
}

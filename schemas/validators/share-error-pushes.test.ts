import { describe, expect, it } from 'vitest';
import { shareErrorPushes } from './share-error-pushes.ts';

const recording = (name: string, rest: string, path = ':instancePath+"/fix"'): string =>
  `const ${name} = {instancePath${path},schemaPath:"",keyword:"type",${rest}};\nif(vErrors === null){\nvErrors = [${name}];\n}\nelse {\nvErrors.push(${name});\n}\nerrors++;`;

describe('shareErrorPushes (ajv\'s eight lines per failed check, as one call)', () => {
  it('turns each recording into a call of one helper that builds the same error object', () => {
    const compact = shareErrorPushes(`function validate(data){\n${recording('err0', 'params:{type: "number"}')}\n}`);
    expect(compact).toContain('vErrors = pushError(vErrors, instancePath+"/fix", "type", {type: "number"});\nerrors++;');
    expect(compact).not.toContain('const err0');
    expect(compact.match(/function pushError/g)).toHaveLength(1);
  });

  it('builds the errors ajv would, in order, starting the list with the first', async () => {
    const compact = shareErrorPushes([
      'export function validate(instancePath){\nlet vErrors = null;\nlet errors = 0;',
      recording('err0', 'params:{type: "number"}'),
      recording('err1', 'params:{limit: 0}'),
      // An error at the validated value itself: ajv writes its path in shorthand.
      recording('err2', 'params:{type: "object"}', ''),
      'return vErrors;\n}',
    ].join('\n'));
    expect(compact).not.toMatch(/const err\d/);
    // As a module, as the bundle runs it (this worker forbids compiling code from strings).
    const { validate } = (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(compact)}`)) as { validate: (path: string) => unknown };
    expect(validate('/root')).toEqual([
      { instancePath: '/root/fix', schemaPath: '', keyword: 'type', params: { type: 'number' } },
      { instancePath: '/root/fix', schemaPath: '', keyword: 'type', params: { limit: 0 } },
      { instancePath: '/root', schemaPath: '', keyword: 'type', params: { type: 'object' } },
    ]);
  });

  it('leaves a recording with a message as it is, and adds no helper where nothing is shared', () => {
    const withMessage = recording('err0', 'params:{type: "number"},message:"must be number"');
    expect(shareErrorPushes(withMessage)).toBe(withMessage);
  });
});

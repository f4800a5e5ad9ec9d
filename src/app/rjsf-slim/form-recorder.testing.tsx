import type { ComponentProps, ReactNode } from 'react';
import type SlimForm from './form.tsx';

// The Form under test, shared by the Form stand-in's test files (form*.test.tsx). Each mocks @rjsf/core with it:
// vi.mock('@rjsf/core', async (importOriginal) => (await import('./form-recorder.testing.tsx')).recordedRjsf(importOriginal)).
// It imports nothing that imports @rjsf/core, so the mock can load it while the cashier's form is being imported.

export type FormProps = ComponentProps<typeof SlimForm>;

/** Which Form the cashier's form renders (rjsf's or the stand-in), and every call of its callbacks, as recorded. */
export const form = { slim: false, calls: [] as unknown[][], formData: undefined as unknown };

/** @rjsf/core with its Form replaced by one rendering rjsf's or the stand-in (form.slim), recording every callback. */
export async function recordedRjsf(importOriginal: <T>() => Promise<T>): Promise<{ default: (props: FormProps) => ReactNode }> {
  const { default: RjsfForm } = await importOriginal<{ default: typeof SlimForm }>();
  const { default: StandIn } = await import('./form.tsx');
  /** A change event as the parent reads it: schemaUtils is an instance each form builds its own of. */
  const readable = (arg: unknown): unknown => {
    if (typeof arg !== 'object' || arg === null) return arg;
    if ('nativeEvent' in arg) return 'the submit event';
    if (!('formData' in arg)) return arg;
    const { schemaUtils, ...event } = arg as Record<string, unknown>;
    return { ...event, schemaUtils: typeof schemaUtils };
  };
  const recorded = (name: string, callback: unknown) => (...args: unknown[]) => {
    form.calls.push([name, ...args.map(readable)]);
    return typeof callback === 'function' ? (callback as (...values: unknown[]) => unknown)(...args) : undefined;
  };
  return {
    default: (props: FormProps) => {
      const Form = form.slim ? StandIn : RjsfForm;
      const callbacks = Object.fromEntries((['onChange', 'onBlur', 'onFocus', 'onError', 'onSubmit'] as const).map((name) => [name, recorded(name, props[name])]));
      const replaced = form.formData === undefined ? {} : { formData: form.formData };
      return <Form {...({ ...props, ...callbacks, ...replaced } as FormProps)} />;
    },
  };
}

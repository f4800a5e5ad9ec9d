import { useState } from 'react';
import { deepEquals } from '@rjsf/utils';

/**
 * The formData to hand rjsf beside `props`, every other prop it is given. rjsf keeps what is typed in its own state,
 * and rebuilds that state from its formData prop whenever any prop changes as it compares them (deepEquals, functions
 * ignored). Handing each keystroke back as formData would rebuild it per key; handing stale values wipes what was
 * typed. So the formData changes exactly when rjsf rebuilds anyway, and then holds the current values: no prop, present
 * or added later (server errors, overrides), can wipe a typed value.
 */
export function useFormDataSeed<P extends object, V>(props: P, values: V): V {
  const [seed, setSeed] = useState({ props, values });
  const changed = !deepEquals(seed.props, props);
  if (changed) setSeed({ props, values });
  return changed ? values : seed.values;
}
